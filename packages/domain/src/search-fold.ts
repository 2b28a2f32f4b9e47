const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Searches compare folded text: canonical decomposition (NFD) with the combining diacritical marks
 * (U+0300–U+036F) dropped, then Unicode lower case, with the final sigma read as a plain sigma. So "É",
 * "é", "E" and "e" are one letter, "ΟΔΟΣ" finds "οδοσ", and a word typed decomposed finds the same word
 * stored precomposed. The server's search index and the lists the browser filters itself both use it; the
 * PostgreSQL migration's function takes the same steps, with ICU's lower case.
 */
export function searchFold(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/ς/g, 'σ');
}
