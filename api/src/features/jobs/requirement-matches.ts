import { skillKeys, skillMatcher, wordRuns, type ReadRequirement } from '@portal/contract';

/**
 * Requirements of more words than this are not indexed but matched for each student: the runs of
 * a requirement of n words are n(n+1)/2, so a requirement of a hundred one-letter words (within
 * its 200 characters) would make thousands of keys, built while every request waits.
 */
const MOST_WORDS_INDEXED = 8;

type Index = {
  /** The indexed requirements (by slot: every requirement of every job, in order) with each whole, and with each run of words. */
  byWhole: Map<string, number[]>;
  byRun: Map<string, number[]>;
  jobOfSlot: Uint32Array;
  /** The requirements of more than MOST_WORDS_INDEXED words, by slot. */
  long: { slot: number; requirement: ReadRequirement }[];
};

const add = (index: Map<string, number[]>, key: string, slot: number) => {
  const slots = index.get(key);
  if (slots) slots.push(slot);
  else index.set(key, [slot]);
};

function indexOf(jobs: readonly (readonly ReadRequirement[])[]): Index {
  const byWhole = new Map<string, number[]>();
  const byRun = new Map<string, number[]>();
  const jobOfSlot: number[] = [];
  const long: Index['long'] = [];
  jobs.forEach((requirements, job) => {
    for (const requirement of requirements) {
      const slot = jobOfSlot.push(job) - 1;
      if (requirement.words.length > MOST_WORDS_INDEXED) {
        long.push({ slot, requirement });
        continue;
      }
      add(byWhole, requirement.whole, slot);
      for (const run of new Set(wordRuns(requirement.words))) add(byRun, run, slot);
    }
  });
  return { byWhole, byRun, jobOfSlot: Uint32Array.from(jobOfSlot), long };
}

function lookedUp({ byWhole, byRun, jobOfSlot, long }: Index, jobCount: number, skills: readonly string[]): Uint16Array {
  const counts = new Uint16Array(jobCount);
  const met = new Uint8Array(jobOfSlot.length);
  const meet = (slots: number[] | undefined) => {
    for (const slot of slots ?? []) {
      if (met[slot]) continue;
      met[slot] = 1;
      counts[jobOfSlot[slot]!]! += 1;
    }
  };
  for (const skill of skills) {
    const { whole, words } = skillKeys(skill);
    if (whole) meet(byWhole.get(whole));
    if (words) meet(byRun.get(words));
  }
  if (long.length > 0) {
    const match = skillMatcher(skills);
    for (const { slot, requirement } of long) if (match([requirement])?.matched.length) meet([slot]);
  }
  return counts;
}

/**
 * How many of each job's requirements a student's skills match, for a list of jobs that many
 * students are ranked against (the shared candidates of recommendation-arms.ts). It matches as
 * skillMatcher does (skills.ts). The first ranking goes through every requirement; from the
 * second on, the list's requirements are indexed by what a skill is compared with (`skillKeys`,
 * `wordRuns`), so each student costs a look-up per skill rather than a pass over hundreds of
 * requirements (the few long ones aside). With the read caches off a list is ranked once, and indexing it would only add work.
 */
export class RequirementMatches {
  private rankings = 0;
  private index: Index | null = null;

  constructor(private readonly jobs: readonly (readonly ReadRequirement[])[]) {}

  /** The count of matched requirements of each job, in the list's order. */
  counts(skills: readonly string[]): Uint16Array {
    this.rankings += 1;
    if (this.rankings === 1) {
      const match = skillMatcher(skills);
      return Uint16Array.from(this.jobs, (requirements) => match(requirements)?.matched.length ?? 0);
    }
    this.index ??= indexOf(this.jobs);
    return lookedUp(this.index, this.jobs.length, skills);
  }
}
