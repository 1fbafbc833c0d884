// What the caller's role in a company's team lets them do.
export { TeamRoleProvider, useTeamMay } from './TeamRoleProvider';
