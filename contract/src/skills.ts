/**
 * How a student's skills meet a job's requirements: one definition for the API, which adds
 * `match` to the jobs it answers a student, and for the browser, which shows the match from the
 * student's own skills. Plain functions with no imports: the browser bundles them.
 */

/** `matched` and `missing` are the job's requirements as written; `score` is round(100 × matched ÷ all). */
export type SkillMatch = { score: number; matched: string[]; missing: string[] };

/** Lowercase, with `.`, `-`, `_` and spaces removed: "Node.js", "nodejs" and "node js" are one skill. */
export const normaliseSkill = (text: string): string => text.toLowerCase().replace(/[.\-_\s]/g, '');

// A word is letters and digits, with the `+` and `#` that end C++ and C# (not those between
// words, as in "React+Redux"). Everything else separates words, `.`, `-` and `_` as spaces do,
// so "Node.js" is the words "node js", as normaliseSkill reads it too.
const WORD = /[\p{L}\p{N}]+(?:[+#]+(?![\p{L}\p{N}]))?/gu;

const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/**
 * What a skill is compared by: its `whole`, normalised, against a requirement's whole, and its
 * `words` run together against each run of a requirement's words. Both empty for a skill that is
 * only separators, which matches nothing.
 */
export const skillKeys = (skill: string): { whole: string; words: string } => ({ whole: normaliseSkill(skill), words: wordsOf(skill).join('') });

/** Every run of consecutive words, run together: the words of a skill that matches are one of them. */
export function wordRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let first = 0; first < words.length; first++) {
    let run = '';
    for (let next = first; next < words.length; next++) runs.push((run += words[next]));
  }
  return runs;
}

/** A requirement read once for matching (its whole, normalised, and its words): a job many students are matched against keeps its requirements so. */
export type ReadRequirement = { text: string; whole: string; words: string[] };
export const readRequirement = (text: string): ReadRequirement => ({ text, whole: normaliseSkill(text), words: wordsOf(text) });

/**
 * Matches requirements against a set of skills, read once: a skill matches a requirement when,
 * normalised, it equals the requirement or is a run of whole words of it, so "React" matches
 * "3 years of React" and "Node.js" matches "Node JS experience", but "Java" does not match
 * "JavaScript". Null for a job without requirements.
 */
export function skillMatcher(skills: readonly string[]): (requirements: readonly (string | ReadRequirement)[]) => SkillMatch | null {
  const wholes = new Set(skills.map((skill) => skillKeys(skill).whole).filter(Boolean));
  const keys = new Set(skills.map((skill) => skillKeys(skill).words).filter(Boolean));
  // Every start of a key: a run of words that is none of them cannot become one, so it stops early.
  const starts = new Set([...keys].flatMap((key) => Array.from({ length: key.length }, (_, end) => key.slice(0, end + 1))));

  const hasRunOfWords = (words: string[]): boolean => {
    for (let first = 0; first < words.length; first++) {
      let run = '';
      for (let next = first; next < words.length; next++) {
        run += words[next];
        if (keys.has(run)) return true;
        if (!starts.has(run)) break;
      }
    }
    return false;
  };

  const has = ({ whole, words }: ReadRequirement): boolean => wholes.has(whole) || hasRunOfWords(words);

  return (requirements) => {
    if (requirements.length === 0) return null;
    const matched: string[] = [];
    const missing: string[] = [];
    for (const requirement of requirements) {
      const read = typeof requirement === 'string' ? readRequirement(requirement) : requirement;
      (has(read) ? matched : missing).push(read.text);
    }
    return { score: Math.round((100 * matched.length) / requirements.length), matched, missing };
  };
}

/** The match of `skills` with one job's `requirements` (skillMatcher, for a single job). */
export const skillMatch = (skills: readonly string[], requirements: readonly string[]): SkillMatch | null => skillMatcher(skills)(requirements);
