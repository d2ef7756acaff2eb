import { formatDocumentTitle } from './documentTitle';

describe('the document title template', () => {
  it('puts the screen title before the brand', () => {
    expect(formatDocumentTitle('Exercises')).toBe('Exercises · Pitchside');
  });

  it('is the brand alone for a screen without a title', () => {
    expect(formatDocumentTitle(undefined)).toBe('Pitchside');
    expect(formatDocumentTitle('')).toBe('Pitchside');
  });
});
