import { selectRememberedUser, useAppSelector, useRecommendedJobsQuery, type RootState } from '@portal/shared-state';

/** The logged-in student's id and what their recommendations are made from; null for anyone else. */
const selectRecommendationBasis = (state: RootState): { studentId: string; profileKey: string; empty: boolean } | null => {
  const user = selectRememberedUser(state);
  if (user?.role !== 'student') return null;
  const { skills, preferences } = user.profile;
  const empty = skills.length === 0 && !preferences?.locations.length && !preferences?.jobTypes.length && (preferences?.minSalary ?? null) === null;
  return { studentId: user._id, profileKey: JSON.stringify([skills, preferences ?? null]), empty };
};

/**
 * What a "Jobs for you" list shows: nothing (a visitor, a recruiter), a prompt to fill the profile
 * in, or the logged-in student's recommended jobs. Personal state: it comes from the student's own
 * profile after the page is taken over (a server-rendered page is every visitor's, and renders
 * first as a visitor's whose store knows no user), and is asked again when the profile changes.
 */
export function useJobsForYou(limit: number) {
  const basis = useAppSelector(selectRecommendationBasis, (a, b) => a?.profileKey === b?.profileKey && a?.studentId === b?.studentId);
  const query = useRecommendedJobsQuery(
    { studentId: basis?.studentId ?? '', profileKey: basis?.profileKey ?? '', limit },
    { skip: basis === null || basis.empty },
  );
  if (basis === null) return { kind: 'none' as const };
  if (basis.empty) return { kind: 'prompt' as const };
  return { kind: 'jobs' as const, query };
}
