import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { EXPERIENCE_BANDS, FACET_NAMES, SALARY_BANDS, type FacetValue, type SearchFacets } from '@portal/contract';
import { SAMPLES, type Sample } from './search-samples';
import type { Database, Engine } from '../../db/schema';
import { facetPass, type FacetRow } from './search-facet-pass';
import { keptCounts, keptTerm } from './search-kept-counts';
import { and, baseConditions, distinctValues, facetFilters, type FacetName, type JobFilters } from './search-filters';
import { matchSource, sampleSource, type TextQuery } from './search-text';

export type SearchSummary = { total: number; totalIsEstimate: boolean; facets?: SearchFacets };

/**
 * A count is estimated only when a sample puts it this far above the exact limit: at the
 * default limit, 12,500. From the 1-in-64 sample that is 196+ sampled matches, and the chance
 * that a true count of 10,000 or less shows as many is below 0.1%; the coarser samples are used
 * only from 100 sampled matches (25,600 and up).
 */
const ESTIMATE_MARGIN = 1.25;
/** A coarser sample is used when it holds at least this many of the counted jobs: an estimate within about 10% (one standard deviation). */
const ENOUGH_SAMPLED = 100;
const COARSEST_FIRST = [...SAMPLES].sort((a, b) => b.scale - a.scale);
/** Location, job type and company list at most this many values (plus every chosen one). */
export const MAX_FACET_VALUES = 15;

type Context = {
  db: Kysely<Database>;
  engine: Engine;
  filters: JobFilters;
  /** undefined: no keyword; null: keywords no job can match. */
  text: TextQuery | null | undefined;
  exactLimit: number;
};

type ValueCount = { key: string; label: string; pick: number | null; count: number };
/** Counts of one pass: the total (every filter), and per facet its values' counts with its own filter left out. */
type Tally = { total: number; base: Record<FacetName, number>; values: Record<FacetName, Map<string, ValueCount>> };

const count = async (db: Kysely<Database>, where: RawBuilder<SqlBool>, from: RawBuilder<unknown>) =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${from} WHERE ${where}`.execute(db)).rows[0]!.n);

/**
 * `total`, and with `wantFacets` the facets, of a search. A search for one word (or none)
 * without other filters reads them, exact, from the counts kept per word. Any other search
 * takes them from a fixed sample of jobs (the coarsest holding enough of the matches) when it
 * says a count is clearly above the exact limit (scaled up; estimates), and from every match
 * otherwise. All facets come from one pass over the rows that fail at most one chosen facet
 * filter (a row failing only facet F's filter counts for F alone), grouped once per facet.
 */
export async function summarize(context: Context, wantFacets: boolean): Promise<SearchSummary> {
  const { db, engine, filters, text } = context;
  const chosen = facetFilters(filters);
  const base = baseConditions(filters);
  const threshold = context.exactLimit * ESTIMATE_MARGIN;
  if (text === null) return { total: 0, totalIsEstimate: false, ...(wantFacets && { facets: await facetsOf(db, filters, emptyTally(), null, new Set()) }) };
  const term = keptTerm(filters, text);
  if (term !== null) {
    const kept = tally(await keptCounts(db, engine, term, filters.openOn));
    return { total: kept.total, totalIsEstimate: false, ...(wantFacets && { facets: await facetsOf(db, filters, kept, null, new Set()) }) };
  }
  const matches = matchSource(text);

  if (!wantFacets) {
    const every = [...base, ...Object.values(chosen)];
    const { sample, coarse } = await sampleFor(context, every, threshold);
    if (sample) {
      const source = sampleSource(text, sample, engine);
      const sampled = sample === COARSEST_FIRST[0] ? coarse : await count(db, and([source.where, ...every]), source.from);
      if (sampled * sample.scale > threshold) return { total: sampled * sample.scale, totalIsEstimate: true };
    }
    return { total: await count(db, and([matches.where, ...every]), matches.from), totalIsEstimate: false };
  }

  const chosenNames = Object.keys(chosen) as FacetName[];
  const passOn = async (sample: Sample) => {
    const source = sampleSource(text, sample, engine);
    return tally(await facetPass(db, engine, filters, source.from, and([source.where, ...base]), chosenNames, 'sample'));
  };
  // Which sample: on SQLite a count of the coarsest sample's rows says (cheap, where a facet
  // pass has a fixed cost of its own); on PostgreSQL, where each statement costs a round trip
  // and reading a sampled row about as much as counting it, the facet pass of the coarsest
  // sample says, and is kept when it is enough (as it is for a common word in many jobs).
  const coarsest = COARSEST_FIRST[0]!;
  const probe = engine === 'postgres' ? await passOn(coarsest) : null;
  const sample = probe
    ? sampleAfter(Math.max(probe.total, ...chosenNames.map((name) => probe.base[name])), threshold)
    : (await sampleFor(context, [...base, ...atMostOneFails(chosenNames.map((name) => chosen[name]!))], threshold)).sample;
  if (!sample) {
    const exact = tally(await facetPass(db, engine, filters, matches.from, and([matches.where, ...base]), chosenNames, 'every match'));
    return { total: exact.total, totalIsEstimate: false, facets: await facetsOf(db, filters, exact, null, new Set()) };
  }
  const sampled = probe && sample === coarsest ? probe : await passOn(sample);
  const scale = sample.scale;
  if (sampled.total * scale > threshold) {
    return { total: sampled.total * scale, totalIsEstimate: true, facets: await facetsOf(db, filters, scaled(sampled, scale), null, new Set(FACET_NAMES)) };
  }
  // The total is small, but a chosen facet's own counts (the search without its filter) may be
  // large: those are taken from the sample, and only the rest is counted exactly.
  const big = new Set(chosenNames.filter((name) => sampled.base[name] * scale > threshold));
  const required = [...big].map((name) => chosen[name]!);
  const others = chosenNames.filter((name) => !big.has(name));
  const exact = tally(await facetPass(db, engine, filters, matches.from, and([matches.where, ...base, ...required]), others, 'every match'));
  return { total: exact.total, totalIsEstimate: false, facets: await facetsOf(db, filters, exact, scaled(sampled, scale), big) };
}

/**
 * The sample to estimate from, given how many rows of the coarsest sample the estimate would
 * read: the coarsest where about ENOUGH_SAMPLED rows are expected, or the finest; null when
 * the rows are clearly few, so counting them all is cheap and exact (at most 2 sampled in
 * 1,024 while the exact limit is 12+ times that: a count at the limit shows so few once in
 * 2,000 searches, and then it is only counted exactly anyway).
 */
function sampleAfter(coarse: number, threshold: number): Sample | null {
  const coarsest = COARSEST_FIRST[0]!;
  const sample = COARSEST_FIRST.find((candidate) => (coarse * coarsest.scale) / candidate.scale >= ENOUGH_SAMPLED);
  if (sample) return sample;
  if (coarse <= 2 && threshold >= 12 * coarsest.scale) return null;
  return COARSEST_FIRST[COARSEST_FIRST.length - 1]!;
}

/** sampleAfter, counting the rows `read` of the coarsest sample first. */
async function sampleFor(context: Context, read: RawBuilder<SqlBool>[], threshold: number): Promise<{ sample: Sample | null; coarse: number }> {
  const { db, engine, text } = context;
  const source = sampleSource(text ?? undefined, COARSEST_FIRST[0]!, engine);
  const coarse = await count(db, and([source.where, ...read]), source.from);
  return { sample: sampleAfter(coarse, threshold), coarse };
}

/** The sample a search with these filters estimates its facets from (for reading the plan), or null. */
export async function facetSample(db: Kysely<Database>, engine: Engine, filters: JobFilters, text: TextQuery | undefined, exactLimit: number): Promise<Sample | null> {
  const chosen = Object.values(facetFilters(filters));
  return (await sampleFor({ db, engine, filters, text, exactLimit }, [...baseConditions(filters), ...atMostOneFails(chosen)], exactLimit * ESTIMATE_MARGIN)).sample;
}

/** Rows failing at most one of these filters. */
function atMostOneFails(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool>[] {
  if (conditions.length <= 1) return [];
  return [sql<SqlBool>`(${sql.join(conditions.map((condition) => sql`(CASE WHEN ${condition} THEN 0 ELSE 1 END)`), sql` + `)}) <= 1`];
}

const emptyTally = (): Tally => ({
  total: 0,
  base: { location: 0, jobType: 0, experience: 0, salary: 0, company: 0 },
  values: { location: new Map(), jobType: new Map(), experience: new Map(), salary: new Map(), company: new Map() },
});

function tally(rows: FacetRow[]): Tally {
  const result = emptyTally();
  for (const row of rows) {
    const n = Number(row.n ?? 0);
    if (row.facet === 'total') {
      result.total = n;
      continue;
    }
    if (n === 0) continue;
    const key = String(row.key);
    const label = row.label ?? key;
    result.base[row.facet] += n;
    const entry = result.values[row.facet].get(key);
    if (entry) {
      entry.count += n;
      if (label < entry.label) entry.label = label;
    } else {
      result.values[row.facet].set(key, { key, label, pick: row.pick === null ? null : Number(row.pick), count: n });
    }
  }
  return result;
}

function scaled(source: Tally, scale: number): Tally {
  const result = emptyTally();
  result.total = source.total * scale;
  for (const name of FACET_NAMES) {
    result.base[name] = source.base[name] * scale;
    for (const [key, entry] of source.values[name]) result.values[name].set(key, { ...entry, count: entry.count * scale });
  }
  return result;
}

/**
 * The facets' lists: facets in `fromSample` take their counts from `sample`, except for their
 * chosen values, which every row passing all filters counts exactly in `exact`.
 */
async function facetsOf(db: Kysely<Database>, filters: JobFilters, exact: Tally, sample: Tally | null, fromSample: Set<FacetName>): Promise<SearchFacets> {
  const counts = (name: FacetName): Map<string, ValueCount> => {
    if (!sample || !fromSample.has(name)) return exact.values[name];
    const merged = new Map([...sample.values[name]].filter(([, entry]) => entry.pick === null && !isChosen(filters, name, entry.key)));
    for (const [key, entry] of exact.values[name]) merged.set(key, entry);
    return merged;
  };
  return {
    location: listed(counts('location'), distinctValues(filters.location)),
    jobType: listed(counts('jobType'), distinctValues(filters.jobType)),
    experience: EXPERIENCE_BANDS.map((band) => ({ value: band.value, label: band.label, count: counts('experience').get(band.value)?.count ?? 0 })),
    salary: SALARY_BANDS.map((band) => ({ value: band.value, label: band.label, count: counts('salary').get(band.value)?.count ?? 0 })),
    company: await companies(db, counts('company'), [...new Set(filters.companyId)]),
  };
}

const isChosen = (filters: JobFilters, name: FacetName, key: string) =>
  (name === 'experience' && filters.experience.includes(key)) ||
  (name === 'salary' && filters.salary.includes(key)) ||
  (name === 'company' && filters.companyId.includes(Number(key)));

const byCountThenLabel = (a: FacetValue, b: FacetValue) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

/** Location and job type: the values with most matches, and every chosen value (as it was sent), even without matches. */
function listed(counts: Map<string, ValueCount>, chosen: string[]): FacetValue[] {
  const entries = [...counts.values()].filter((entry) => entry.count > 0);
  const asValue = (entry: ValueCount): FacetValue => ({ value: entry.pick === null ? entry.label : chosen[entry.pick]!, label: entry.label, count: entry.count });
  const top = entries.map(asValue).sort(byCountThenLabel).slice(0, MAX_FACET_VALUES);
  const result = [...top];
  chosen.forEach((value, i) => {
    if (result.some((listedValue) => listedValue.value === value)) return;
    const match = entries.find((entry) => entry.pick === i);
    result.push(match ? asValue(match) : { value, label: value, count: 0 });
  });
  return result.sort(byCountThenLabel);
}

/** Companies by _id, labelled with their names (read here only for chosen companies without matches). */
async function companies(db: Kysely<Database>, counts: Map<string, ValueCount>, chosen: number[]): Promise<FacetValue[]> {
  const asValue = (entry: ValueCount): FacetValue => ({ value: entry.key, label: entry.label, count: entry.count });
  const order = (a: FacetValue, b: FacetValue) => byCountThenLabel(a, b) || Number(a.value) - Number(b.value);
  const top = [...counts.values()].filter((entry) => entry.count > 0).map(asValue).sort(order).slice(0, MAX_FACET_VALUES);
  const missing = chosen.filter((id) => !top.some((value) => value.value === String(id)));
  const unnamed = missing.filter((id) => !counts.has(String(id)));
  const names = new Map<number, string>();
  if (unnamed.length > 0) {
    for (const row of await db.selectFrom('companies').select(['id', 'name']).where('id', 'in', unnamed).execute()) names.set(Number(row.id), row.name);
  }
  for (const id of missing) {
    const entry = counts.get(String(id));
    top.push(entry ? asValue(entry) : { value: String(id), label: names.get(id) ?? String(id), count: 0 });
  }
  return top.sort(order);
}
