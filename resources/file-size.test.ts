import { fileSize } from './file-size';

describe('file sizes (docs/spec.md §9: units from bytes to TB)', () => {
  it.each([
    [0, 0, 'B'],
    [512, 512, 'B'],
    [1023, 1023, 'B'],
    [1024, 1, 'KB'],
    [1536, 1.5, 'KB'],
    [5 * 1024 ** 2, 5, 'MB'],
    [2.25 * 1024 ** 3, 2.3, 'GB'],
    [3 * 1024 ** 4, 3, 'TB'],
  ])('shows %i bytes as %s %s', (bytes, amount, unit) => {
    expect(fileSize(bytes)).toEqual({ amount, unit });
  });

  it('carries a value that would round up to 1024 into the next unit', () => {
    expect(fileSize(1024 ** 2 - 1)).toEqual({ amount: 1, unit: 'MB' });
  });

  it('stops at TB however large the file', () => {
    expect(fileSize(2048 * 1024 ** 4)).toEqual({ amount: 2048, unit: 'TB' });
  });
});

describe('a limit’s size', () => {
  it('is rounded down, never saying more than is allowed', () => {
    expect(fileSize(1.99 * 1024 ** 2, 'down')).toEqual({ amount: 1.9, unit: 'MB' });
    expect(fileSize(10 * 1024 ** 2, 'down')).toEqual({ amount: 10, unit: 'MB' });
    expect(fileSize(1024 ** 2 - 1, 'down')).toEqual({ amount: 1023.9, unit: 'KB' });
  });
});
