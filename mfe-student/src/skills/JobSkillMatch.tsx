import styled from 'styled-components';
import { Link, SkillMatch } from '@portal/shared-ui';
import { useSkillMatcher, useStudentSkills } from './useSkillMatcher';

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Prompt = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

// Underlined, as the page's other links in text (the company's name).
const ProfileLink = styled(Link)`
  color: ${({ theme }) => theme.colors.blue};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/**
 * On a job's page, for a logged-in student: how their skills meet its requirements, every one
 * as a chip; a student without skills is asked to add them. Visitors and recruiters see nothing.
 */
export const JobSkillMatch = ({ requirements }: { requirements: readonly string[] }) => {
  const skills = useStudentSkills();
  const match = useSkillMatcher()(requirements);
  if (!skills || requirements.length === 0) return null;
  if (skills.length === 0) {
    return (
      <Prompt>
        <ProfileLink to="/profile">Add your skills</ProfileLink> to your profile to see how you match this job.
      </Prompt>
    );
  }
  return (
    match && (
      <Box>
        <SkillMatch matched={match.matched} missing={match.missing} />
      </Box>
    )
  );
};
