import styled from 'styled-components';
import { ButtonLink } from '@portal/shared-ui';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** For a student with no skills and no preferences: nothing to recommend from yet. */
export const JobsForYouPrompt = () => (
  <Box>
    <Text>Add your skills and job preferences to your profile to see jobs picked for you.</Text>
    <ButtonLink to="/profile" variant="outline">
      Update your profile
    </ButtonLink>
  </Box>
);
