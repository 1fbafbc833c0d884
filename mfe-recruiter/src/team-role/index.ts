// What the caller's role in a company's team lets them do, and how the screens word the roles.
export { TeamRoleProvider, useTeamMay } from './TeamRoleProvider';
export { ROLE_LABELS, ROLE_OPTIONS, roleDescription } from './roleWording';
