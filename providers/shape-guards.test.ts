import { eitherOf, isFiniteNumber, isNonEmptyText, isPositiveNumber, isText, objectWith, oneOf } from './shape-guards';

describe('the shape guards', () => {
  const isUser = objectWith({ id: eitherOf(isText, isFiniteNumber), name: isNonEmptyText, role: oneOf(['staff', 'member'] as const) });

  it('accept an object with every field of its kind, other fields included', () => {
    expect(isUser({ id: 7, name: 'Ada', role: 'staff' })).toBe(true);
    expect(isUser({ id: 'u-7', name: 'Ada', role: 'member', extra: [1] })).toBe(true);
  });

  it('refuse a missing or wrong field, and what is not an object', () => {
    expect(isUser({ id: 7, name: '', role: 'staff' })).toBe(false);
    expect(isUser({ id: 7, name: 'Ada', role: 'admin' })).toBe(false);
    expect(isUser({ id: null, name: 'Ada', role: 'staff' })).toBe(false);
    expect(isUser({ name: 'Ada', role: 'staff' })).toBe(false);
    for (const value of [null, undefined, 'Ada', 3, [{ id: 7, name: 'Ada', role: 'staff' }]]) expect(isUser(value)).toBe(false);
  });

  it('tell numbers apart: finite, and positive', () => {
    expect([1, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, '1'].map(isFiniteNumber)).toEqual([true, true, true, false, false, false]);
    expect([1, 0.5, 0, -1, Number.POSITIVE_INFINITY].map(isPositiveNumber)).toEqual([true, true, false, false, false]);
  });
});
