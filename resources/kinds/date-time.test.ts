import english from '../../locales/en';
import { translatorFor, type Message } from '../messages';
import { fieldErrors } from '../validation';

// Made at each call: a kind registered by a test brings its messages then.
const renderMessage = (message: Message) => translatorFor(english)(message);
import { kindOf } from '.';

const kickOff = { source: 'kickOff', label: 'Kick-off', kind: 'dateTime' } as const;
const schema = kindOf(kickOff).writeSchema(kickOff, 'write');

const error = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : fieldErrors(result.error)[''];
};

describe('a date-time field', () => {
  it('takes a moment as ISO 8601 with its offset', () => {
    for (const value of ['2026-05-01T15:00:00Z', '2026-05-01T15:00:00+01:00', '2026-05-01T15:00:00.250-03:00']) {
      expect(schema.parse(value)).toBe(value);
    }
  });

  it('refuses a time without its offset, or no time, with its own message', () => {
    for (const value of ['2026-05-01T15:00:00', '2026-05-01', '2026-02-30T15:00:00Z', 'tomorrow at three']) {
      expect(error(value), value).toEqual({ message: 'validation.dateTime', args: {} });
    }
    expect(renderMessage({ message: 'validation.dateTime', args: {} })).toBe('Must be a date and time with its offset (ISO 8601)');
    expect(error(null)).toEqual({ message: 'validation.required', args: {} });
  });

  it('takes the range filters and reads a CSV cell as a moment', () => {
    expect(kindOf(kickOff).filters).toEqual(['from', 'to']);
    const read = (cell: string) => kindOf(kickOff).fromCsv?.(kickOff, [cell], undefined, {} as never);
    expect(read('2026-05-01T15:00:00Z')).toEqual({ value: '2026-05-01T15:00:00Z' });
    expect(read('')).toEqual({ value: null });
    expect(read('2026-05-01 15:00')).toEqual({ problem: 'validation.dateTime' });
  });
});
