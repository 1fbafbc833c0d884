/**
 * The words a job's type and place are written in, one spelling each, so that the search lists
 * "Full Time" once and not "Bangalore" beside "Bengaluru". The job form offers these, the
 * server takes them (other spellings of them become them) and the demo data is made of them.
 * Plain constants and functions with no imports: the browser bundles them.
 */

/** A job's type is one of these (the types the portal has always listed: its demo data, its filters). */
export const JOB_TYPES = ['Full Time', 'Part Time', 'Internship', 'Contract'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The cities the job form suggests, spelt as the search's location filter has always listed them; any other place may be typed. */
export const JOB_LOCATIONS = ['Delhi NCR', 'Bangalore', 'Hyderabad', 'Pune', 'Mumbai'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

/** Case, spaces and punctuation aside: "Full-time", "full time" and "FULLTIME" are one word. */
const folded = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const byFolded = <T extends string>(names: readonly T[], aliases: Record<string, T>): ReadonlyMap<string, T> =>
  new Map([...names.map((name) => [folded(name), name] as const), ...Object.entries(aliases).map(([alias, name]) => [folded(alias), name] as const)]);

const JOB_TYPE_BY_FOLDED = byFolded(JOB_TYPES, { Intern: 'Internship', Contractual: 'Contract', Contractor: 'Contract' });

const LOCATION_BY_FOLDED = byFolded(JOB_LOCATIONS, {
  Bengaluru: 'Bangalore',
  Delhi: 'Delhi NCR',
  'New Delhi': 'Delhi NCR',
  NCR: 'Delhi NCR',
  Bombay: 'Mumbai',
  Poona: 'Pune',
});

/** The job type `text` spells, or null when it is none of JOB_TYPES. */
export const canonicalJobType = (text: string): JobType | null => JOB_TYPE_BY_FOLDED.get(folded(text)) ?? null;

/** A known city in its one spelling ("bengaluru" is "Bangalore"); any other place as written, its spaces tidied. */
export const canonicalLocation = (text: string): string => {
  const place = text.trim().replace(/\s+/g, ' ');
  return LOCATION_BY_FOLDED.get(folded(place)) ?? place;
};
