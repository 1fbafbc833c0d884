import type { User } from '@portal/shared-state';
import type { Access } from './access';

const RULES: Record<Access, (user: User | null) => boolean> = {
  anyone: () => true,
  guest: (user) => user === null,
  recruiter: (user) => user?.role === 'recruiter',
  notRecruiter: (user) => user?.role !== 'recruiter',
  student: (user) => user !== null && user.role !== 'recruiter',
  user: (user) => user !== null,
};

/**
 * Whether `user` arriving at a route gets its screen; the guards send everyone else
 * elsewhere, and the shell fetches a screen early only for someone who will see it.
 */
export const mayVisit = (access: Access, user: User | null): boolean => RULES[access](user);
