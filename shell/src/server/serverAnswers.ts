import type { ServerAnswer } from '@portal/site/server-render';
import { portalApi, type RootState } from '@portal/shared-state';

/** The answers in the store a page rendered from, as the browser's store takes them back (upsertQueryEntries). */
export function serverAnswers(state: RootState): ServerAnswer[] {
  return Object.values(state[portalApi.reducerPath].queries).flatMap((query) =>
    query?.status === 'fulfilled' ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }] : [],
  );
}
