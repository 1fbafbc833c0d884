const WORD = /[\p{L}\p{N}]+/gu;
const MAX_ALERT_TERMS = 10;
const SHORTEST_PREFIX = 3;

const wordsOf = (text: string): string[] => [...new Set(text.toLowerCase().match(WORD) ?? [])];

/** The words an alert's keyword requires of a job, all of them. */
export const alertTerms = (keyword: string): string[] => wordsOf(keyword).slice(0, MAX_ALERT_TERMS);

/**
 * Every term a job answers to: each of its words and their beginnings of 3 letters or more, so
 * an alert for "dev" or "develop" finds a "Developer", as a search for them does.
 */
export function jobTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of wordsOf(text)) {
    terms.add(word);
    for (let length = SHORTEST_PREFIX; length < word.length; length++) terms.add(word.slice(0, length));
  }
  return [...terms];
}
