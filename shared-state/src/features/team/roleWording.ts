import { TEAM_PERMISSIONS, TEAM_ROLES, teamMay, type TeamAction, type TeamRole } from '@portal/contract/team-roles';

export const ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', recruiter: 'Recruiter', viewer: 'Viewer' };

/**
 * What each action lets a member do, as a phrase of a role's description; null for reading,
 * which every role may. A record, so an action added to the table must be worded here.
 */
const ACTION_PHRASES: Record<TeamAction, string | null> = {
  'company.read': null,
  'company.edit': "edits the company's details",
  'members.read': null,
  'members.manage': 'manages the team',
  'members.leave': null,
  'jobs.write': 'posts and edits jobs',
  'applicants.read': null,
  'applicants.move': 'moves applicants between stages',
  'notes.write': 'writes notes',
  'interviews.manage': 'schedules interviews',
  'analytics.read': null,
};

const listed = (phrases: string[]) => (phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : (phrases[0] ?? ''));

/** One line saying what a role may do, read from the team's permission table so it never disagrees with the server. */
export const roleDescription = (role: TeamRole): string => {
  const phrases = (Object.keys(TEAM_PERMISSIONS) as TeamAction[]).flatMap((action) => {
    const phrase = ACTION_PHRASES[action];
    return phrase && teamMay(role, action) ? [phrase] : [];
  });
  if (phrases.length === 0) return 'Reads jobs, applicants and notes; changes nothing.';
  return `Reads everything, ${listed(phrases)}.`;
};

export const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
