import styled from 'styled-components';
import type { Responsiveness } from '@portal/shared-state';

const Notes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.li`
  overflow-wrap: anywhere;
`;

/** The median whole days as a student reads them: 0 and 1 both mean "within a day". */
export const respondsWithin = (days: number): string => `Usually responds within ${days <= 1 ? 'a day' : `${days} days`}`;

/**
 * How quickly the company answers applicants, as its job and company pages say it; nothing
 * while too few were answered and nobody is reviewing. An API older than these notes sends no
 * `responsiveness`: the page shows none.
 */
export const ResponsivenessNotes = ({ responsiveness }: { responsiveness?: Responsiveness }) => {
  if (!responsiveness) return null;
  const { medianResponseDays, activelyReviewing } = responsiveness;
  if (medianResponseDays === null && !activelyReviewing) return null;
  return (
    <Notes aria-label="How the company responds">
      {medianResponseDays !== null && <Note>{respondsWithin(medianResponseDays)}</Note>}
      {activelyReviewing && <Note>Actively reviewing applicants</Note>}
    </Notes>
  );
};
