import type { ComponentType, ReactNode } from 'react';
import type { Access } from './access';
import { GuestOnly } from './GuestOnly';
import { LoggedInOnly } from './LoggedInOnly';
import { NotForRecruiters } from './NotForRecruiters';
import { RecruiterOnly } from './RecruiterOnly';
import { StudentOnly } from './StudentOnly';

type Guard = ComponentType<{ children: ReactNode }>;

const Anyone: Guard = ({ children }) => children;

const GUARDS: Record<Access, Guard> = {
  anyone: Anyone,
  guest: GuestOnly,
  recruiter: RecruiterOnly,
  notRecruiter: NotForRecruiters,
  student: StudentOnly,
  user: LoggedInOnly,
};

/** The guard that wraps a route's screen: it decides before the screen renders. */
export const guardFor = (access: Access): Guard => GUARDS[access];
