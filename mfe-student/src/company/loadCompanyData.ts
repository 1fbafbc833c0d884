import { companyEndpoints, type ScreenDataLoader } from '@portal/shared-state';

/** A company page's first render reads the company's public profile, its open jobs included. */
export const loadCompanyData: ScreenDataLoader = async ({ params }, dispatch) => {
  // Resolves with the answer or the error, never rejects: a failed answer still settles the loader.
  await dispatch(companyEndpoints.endpoints.companyProfile.initiate(params.id ?? '', { subscribe: false }));
};
