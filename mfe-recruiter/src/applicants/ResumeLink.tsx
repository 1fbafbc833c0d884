import styled from 'styled-components';
import type { Profile } from '@portal/shared-state';
import { VisuallyHidden } from '@portal/shared-ui';
import { linkStyles } from '../page';

const Link = styled.a`
  ${linkStyles}
  /* Holds the hidden note: placed against the page, it would stick out of the table's
     scrolling box and widen the page on phones. */
  position: relative;
`;

/** The applicant's resume, labelled with its file name, or 'NA' when they have none. */
export const ResumeLink = ({ profile }: { profile: Profile }) =>
  profile.resume ? (
    <Link href={profile.resume} target="_blank" rel="noopener noreferrer">
      {profile.resumeOriginalName ?? 'Resume'}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  ) : (
    'NA'
  );
