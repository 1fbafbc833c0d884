import { useMemo } from 'react';
import { selectRememberedUser, skillMatcher, useAppSelector, type RootState, type SkillMatch } from '@portal/shared-state';

const selectStudentSkills = (state: RootState): readonly string[] | null => {
  const user = selectRememberedUser(state);
  return user?.role === 'student' ? user.profile.skills : null;
};

/** The logged-in student's skills; null for a visitor or a recruiter. */
export const useStudentSkills = (): readonly string[] | null => useAppSelector(selectStudentSkills);

const noMatch = () => null;

/**
 * The logged-in student's match with a job's requirements, as the API matches them (one shared
 * function): null for anyone without skills to match, and for a job without requirements.
 * Personal state, worked out in the browser from the student's own profile: the jobs the page
 * shows may be answers kept for every visitor (a page rendered on the server, taken over here),
 * and a page taken over renders first as the visitor's, whose store knows no user yet.
 */
export function useSkillMatcher(): (requirements: readonly string[]) => SkillMatch | null {
  const skills = useStudentSkills();
  return useMemo(() => (skills && skills.length > 0 ? skillMatcher(skills) : noMatch), [skills]);
}
