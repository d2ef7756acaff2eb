import { roundedEstimate } from './useCountText';

describe("an estimate's rounding", () => {
  it('keeps two significant figures, so that it does not pass for a count', () => {
    expect(roundedEstimate(21_253)).toBe(21_000);
    expect(roundedEstimate(148_092)).toBe(150_000);
    expect(roundedEstimate(10_001)).toBe(10_000);
    expect(roundedEstimate(96)).toBe(96);
    expect(roundedEstimate(0)).toBe(0);
  });
});
