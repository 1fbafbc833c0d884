import type { Role } from '@portal/shared-state';
import { FieldError, RadioGroup, type RadioOption } from '@portal/shared-ui';

/** Each role as the form labels it. */
export const ROLE_LABELS: Record<Role, string> = { student: 'Student', recruiter: 'Recruiter' };

const ROLE_OPTIONS: RadioOption[] = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));

export const isRole = (value: unknown): value is Role => value === 'student' || value === 'recruiter';

type RoleFieldProps = { value: Role | null; missing: boolean; onChoose: (role: Role) => void };

/** The Student/Recruiter choice, without a default, and its message when none was chosen. */
export const RoleField = ({ value, missing, onChoose }: RoleFieldProps) => (
  <>
    {/* '' matches no option: nothing is checked until a role is chosen, by the user or for them. */}
    <RadioGroup label="Role" name="role" options={ROLE_OPTIONS} value={value ?? ''} onChange={(chosen) => isRole(chosen) && onChoose(chosen)} />
    {missing && <FieldError>Choose Student or Recruiter.</FieldError>}
  </>
);
