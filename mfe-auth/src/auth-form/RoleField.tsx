import { FieldError, RadioGroup, type RadioOption } from '@portal/shared-ui';

const ROLE_OPTIONS: RadioOption[] = [
  { value: 'student', label: 'Student' },
  { value: 'recruiter', label: 'Recruiter' },
];

type RoleFieldProps = { missing: boolean; onChoose: () => void };

/** The Student/Recruiter choice, without a default, and its message when none was chosen. */
export const RoleField = ({ missing, onChoose }: RoleFieldProps) => (
  <>
    <RadioGroup label="Role" name="role" options={ROLE_OPTIONS} onChange={onChoose} />
    {missing && <FieldError>Choose Student or Recruiter.</FieldError>}
  </>
);
