import { badRequest } from '../../http/http-error';

/** A word, as both search indexes split text: a run of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;
/** A query may name at most this many distinct words: every one must match, and each may cost a lookup of its typo variants. */
export const MAX_QUERY_WORDS = 10;
/** Shorter words must match whole (a one-letter prefix would match most of the index); longer ones match as a prefix. */
export const SHORTEST_PREFIX = 3;
/** Words this long or longer may have one typo. */
export const SHORTEST_TYPO_WORD = 5;

/**
 * The distinct words of the keywords, lower-cased, in the order given. A keyword with no
 * letter or digit in it contributes no word; `null` when keywords were given but none has a
 * word, which matches nothing.
 */
export function queryWords(keywords: string[]): string[] | null {
  const words = new Set<string>();
  for (const keyword of keywords) for (const word of keyword.toLowerCase().match(WORD) ?? []) words.add(word);
  if (keywords.length > 0 && words.size === 0) return null;
  if (words.size > MAX_QUERY_WORDS) throw badRequest(`keyword has too many words: at most ${MAX_QUERY_WORDS} in all`);
  return [...words];
}

/** How SQLite's unicode61 tokenizer (remove_diacritics 2) stores a word: without the accents of Latin letters. */
export const withoutDiacritics = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');

export const codePoints = (word: string) => [...word].length;

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
const DIGITS = [...'0123456789'];

/**
 * Every string one edit away from `word`: a letter inserted, deleted, replaced, or two
 * neighbours swapped (Damerau); digits only take part in words that have one. About 53 ×
 * length strings: the word list is probed for each by primary key, which for a 9-letter word
 * is ~500 probes of a B-tree, a fraction of a millisecond.
 */
export function oneEditVariants(word: string): string[] {
  const chars = [...word];
  const alphabet = [...new Set([...LETTERS, ...(/\p{N}/u.test(word) ? DIGITS : []), ...chars])];
  const variants = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('');
    const rest = chars.slice(i).join('');
    const tail = chars.slice(i + 1).join('');
    for (const letter of alphabet) {
      variants.add(head + letter + rest);
      if (i < chars.length) variants.add(head + letter + tail);
    }
    if (i < chars.length) variants.add(head + tail);
    if (i < chars.length - 1) variants.add(head + chars[i + 1] + chars[i] + chars.slice(i + 2).join(''));
  }
  variants.delete(word);
  return [...variants];
}

/** The smallest string greater than every string starting with `prefix` (code point order, which UTF-8 bytes keep). */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}
