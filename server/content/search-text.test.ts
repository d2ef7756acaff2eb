import { maxPieceLength, normalizeSearchText, pieceCode, searchPieces } from './search-text';

const codes = (...pieces: string[]) => pieces.map(pieceCode).sort((a, b) => a - b);

describe("a text's pieces (the letters and pairs a search of a letter or two finds)", () => {
  it('are every piece of one or two characters inside its words, and none across two words', () => {
    expect(searchPieces(normalizeSearchText('Kick-off, ab'))).toEqual(
      codes('k', 'i', 'c', 'ki', 'ic', 'ck', 'o', 'f', 'of', 'ff', 'a', 'b', 'ab'),
    );
    // "k-o", "f,", "f a" and the like span a word's end: no word typed holds them.
    expect(searchPieces('kick-off')).not.toContain(pieceCode('ko'));
  });

  it('are taken from whole words, beyond the length a stored word is cut to', () => {
    const long = `${'a'.repeat(70)}yz`;
    expect(searchPieces(long)).toContain(pieceCode('yz'));
  });

  it('tell one letter from a pair beginning with it, and hold a letter outside the Basic Multilingual Plane whole', () => {
    expect(pieceCode('a')).not.toBe(pieceCode('ab'));
    const letter = '\u{20000}';
    expect(letter.length).toBe(maxPieceLength);
    expect(searchPieces(`${letter}a`)).toContain(pieceCode(letter));
  });

  it('fit in a 32-bit integer, as the column holds them', () => {
    for (const piece of ['\uffff\uffff', '\u8000a', 'a', 'zz']) {
      expect(Number.isInteger(pieceCode(piece))).toBe(true);
      expect(pieceCode(piece)).toBeGreaterThanOrEqual(-(2 ** 31));
      expect(pieceCode(piece)).toBeLessThan(2 ** 31);
    }
    expect(new Set(['\uffff\uffff', '\u8000a', 'a', 'zz'].map(pieceCode)).size).toBe(4);
  });
});
