// SSR spike: what the spike renders (the student home screen) and the variants it builds.
import { aCompany, aJob } from '@portal/shared-state/testing';
import type { PreloadedEntry, RenderRequest } from '../render-protocol';
import type { SourcePatch } from './builds';

/** The change this spike proposes for mfe-student/src/layout/useMediaQuery.ts (see the doc). */
export const SERVER_SNAPSHOT: SourcePatch = {
  file: 'layout/useMediaQuery.ts',
  search: '() => window.matchMedia(query).matches,',
  replace: '() => window.matchMedia(query).matches,\n    () => false,',
};

/** What the student team's "next release" changes: the hero's pill. */
export const RELEASE_2: SourcePatch = { file: 'home/Hero.tsx', search: 'No. 1 Job Hunt Website', replace: 'No. 1 Job Hunt Website (release 2)' };

/** The first page of the home screen's "latest jobs" search, as the API answers it. */
export const LATEST_JOBS_PAGE = {
  success: true,
  jobs: Array.from({ length: 6 }, (_, index) =>
    aJob({ _id: String(index + 1), title: `Job ${index + 1}`, company: aCompany({ name: `Company ${index + 1}` }) }),
  ),
  total: 40,
  totalIsEstimate: false,
  nextCursor: 'more',
};

/** The answers the home screen reads on its first render. */
const preloaded: PreloadedEntry[] = [
  { endpointName: 'searchJobs', arg: { limit: 6 }, value: { pages: [LATEST_JOBS_PAGE], pageParams: [null] } },
];

export const HOME: RenderRequest = { url: '/', remote: 'student', screen: 'Home', preloaded };
