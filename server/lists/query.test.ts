import { exercises } from '../../resources/exercises/definition';
import { HttpError } from '../errors';
import { encodeCursor } from './cursor';
import { parseListQuery } from './query';
import { sortKeys } from './sort';

const cursor = (column: string, value: string) =>
  Buffer.from(JSON.stringify({ k: column, d: 'asc', v: value, id: '00000000-0000-4000-8000-000000000000', b: false })).toString(
    'base64url',
  );

/** The 422 field errors a query string gets, or none. */
function errorsOf(query: string): Record<string, string[]> | undefined {
  try {
    parseListQuery(exercises, new URLSearchParams(query), 'cursor');
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.errors;
  }
}

describe('cursor values', () => {
  it.each([
    ['reps', '12'],
    ['reps', 'Infinity'],
    ['reps', '0'],
    ['reps', '1.5e-07'],
    ['duration', '1e+20'],
    ['level', '3'],
    ['created_at', '2024-02-29 23:59:59.123456+00'],
    ['created_at', '2024-06-01 10:00:00+05:30'],
    ['name', 'übung'],
  ])('takes %s = %s', (column, value) => {
    expect(errorsOf(`column=${column}&cursor=${cursor(column, value)}`)).toBeUndefined();
  });

  it.each([
    ['reps', '1e999'],
    ['reps', '1e-400'],
    ['reps', 'NaN'],
    ['reps', '12abc'],
    ['level', '99999999999'],
    ['level', '1.5'],
    ['created_at', '2023-02-29 10:00:00+00'],
    ['created_at', '2024-13-01 10:00:00+00'],
    ['created_at', '2024-01-01 24:00:00+00'],
    ['created_at', 'yesterday'],
    ['name', 'a\u0000b'],
  ])('refuses %s = %s', (column, value) => {
    expect(errorsOf(`column=${column}&cursor=${cursor(column, value)}`)).toEqual({ cursor: ['Invalid cursor'] });
  });

  it('takes back the cursors it makes', () => {
    const sort = sortKeys(exercises).find((key) => key.param === 'duration')!;
    const made = encodeCursor(sort, 'desc', { value: 'Infinity', id: '00000000-0000-4000-8000-000000000000', backwards: true });
    expect(parseListQuery(exercises, new URLSearchParams(`column=duration&direction=desc&cursor=${made}`), 'cursor').cursor).toEqual({
      value: 'Infinity',
      id: '00000000-0000-4000-8000-000000000000',
      backwards: true,
    });
  });
});
