import { describe, expect, it } from 'vitest';
import { shortGramToken, shortSearchGrams } from './search-text.js';

describe('short search grams', () => {
  it('lists each character and each neighbouring pair once, never a pair across fields', () => {
    const grams = shortSearchGrams('aba\ncd').split(' ');
    expect(grams.sort()).toEqual(
      ['a', 'b', 'c', 'd', 'ab', 'ba', 'cd'].map((term) => shortGramToken(term)).sort(),
    );
    expect(grams).not.toContain(shortGramToken('a\n'));
  });

  it('spells a token as hex of whole characters, one or two of them', () => {
    expect(shortGramToken('a')).toBe('u61');
    expect(shortGramToken('é')).toBe('uc3a9');
    expect(shortGramToken('日本')).toBe('be697a5e69cac');
    // An emoji is one character (two UTF-16 units): a term of it alone is a one-character token.
    expect(shortGramToken('🎨')).toBe('uf09f8ea8');
    expect(shortSearchGrams('🎨a').split(' ').sort()).toEqual(['bf09f8ea861', 'u61', 'uf09f8ea8']);
    expect(shortSearchGrams('')).toBe('');
  });
});
