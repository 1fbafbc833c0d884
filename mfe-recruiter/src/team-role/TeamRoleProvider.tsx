import { createContext, useContext, type ReactNode } from 'react';
import { teamMay, type TeamAction, type TeamRole } from '@portal/shared-state';

const TeamRoleContext = createContext<TeamRole | null>(null);

/** The caller's role in the company a screen shows (as the server answered it), for the parts deep inside it. */
export const TeamRoleProvider = ({ role, children }: { role: TeamRole; children: ReactNode }) => (
  <TeamRoleContext.Provider value={role}>{children}</TeamRoleContext.Provider>
);

/**
 * Whether the caller's role may do `action`: a screen offers only what the server would allow.
 * Outside a provider nothing is offered.
 */
export const useTeamMay = (action: TeamAction): boolean => {
  const role = useContext(TeamRoleContext);
  return role !== null && teamMay(role, action);
};
