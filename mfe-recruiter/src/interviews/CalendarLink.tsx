import styled from 'styled-components';
import { apiUrl, interviewCalendarPath } from '@portal/shared-state';
import { focusRing } from '@portal/shared-ui';

// A plain link under the API's address (the page's own origin, so the session cookie goes with
// it): the browser hands the .ics file to the calendar itself.
const Link = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.blue};

  &:focus-visible {
    ${focusRing}
  }
`;

/** "Add to calendar", its name saying whose interview (label in name, WCAG 2.5.3). */
export const CalendarLink = ({ interviewId, whose }: { interviewId: string; whose: string }) => (
  <Link href={apiUrl(interviewCalendarPath(interviewId))} download aria-label={`Add to calendar: the interview with ${whose}`}>
    Add to calendar
  </Link>
);
