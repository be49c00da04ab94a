import { describe, expect, it } from 'vitest';
import { ALBANIAN_STOP_WORDS, foldStopWords, MACEDONIAN_STOP_WORDS, withoutStopWords } from '../../../../core/search/stop-words';
import { foldForSearch } from '../../../../core/search/search-text';

const words = (text: string) => foldForSearch(text).split(' ').filter(Boolean);
const folded = foldStopWords(words);

describe('stop-words (docs/product/browsing.md "Search")', () => {
  it('are written as typed, in Cyrillic and in Albanian, each one word', () => {
    for (const word of MACEDONIAN_STOP_WORDS) expect(word).toMatch(/^[\u0400-\u04ff]+$/);
    for (const word of ALBANIAN_STOP_WORDS) expect(word).toMatch(/^[a-zëç]+$/);
    expect(new Set(MACEDONIAN_STOP_WORDS).size).toBe(MACEDONIAN_STOP_WORDS.length);
    expect(new Set(ALBANIAN_STOP_WORDS).size).toBe(ALBANIAN_STOP_WORDS.length);
  });

  it('fold to the search spelling: Latin-typed and Cyrillic alike, with or without the Albanian marks', () => {
    for (const typed of ['во', 'vo', 'ВО', 'на', 'na', 'ќе', 'kje', 'меѓу', 'megju', 'што', 'shto', 'për', 'per', 'në', 'ne', 'është', 'eshte', 'një', 'nje', 'që', 'qe', 'të', 'te']) {
      expect(words(typed).every((word) => folded.has(word)), typed).toBe(true);
    }
  });

  it('hold no word that means something in a listing', () => {
    for (const typed of ['кола', 'kola', 'стан', 'golf', 'a4', '7', '2016', 'центар', 'dizel', 'shtëpi', 'banesë', 'iphone']) {
      expect(words(typed).some((word) => folded.has(word)), typed).toBe(false);
    }
  });

  it('are dropped from a query, unless every word is one', () => {
    expect(withoutStopWords(['stan', 'vo', 'centar'], folded)).toEqual(['stan', 'centar']);
    expect(withoutStopWords(['banese', 'ne', 'qender', 'me', 'parking'], folded)).toEqual(['banese', 'qender', 'parking']);
    expect(withoutStopWords(['vo'], folded)).toEqual(['vo']);
    expect(withoutStopWords(['vo', 'na'], folded)).toEqual(['vo', 'na']);
    expect(withoutStopWords([], folded)).toEqual([]);
  });
});
