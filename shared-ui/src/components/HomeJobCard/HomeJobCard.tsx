import styled from 'styled-components';
import { JobBadges } from '../JobBadges';

export type HomeJobCardProps = {
  title: string;
  description: string;
  companyName: string;
  position: number;
  jobType: string;
  salary: number | string;
  /** Called when the card is activated, e.g. to open /description/{id}. */
  onOpen: () => void;
};

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow 150ms ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.overlay};
  }
`;

const Company = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

const Location = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

// The "stretched button" pattern: its ::after covers the card, so a click anywhere opens
// the job while the card stays one tab stop with a proper name and valid HTML (no
// headings inside a button).
const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.heading};
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
`;

const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

export const HomeJobCard = ({ title, description, companyName, position, jobType, salary, onOpen }: HomeJobCardProps) => (
  <Card>
    <div>
      <Company>{companyName}</Company>
      <Location>India</Location>
    </div>
    <Title>
      <OpenButton type="button" onClick={onOpen}>
        {title}
      </OpenButton>
    </Title>
    <Description>{description}</Description>
    <JobBadges position={position} jobType={jobType} salary={salary} />
  </Card>
);
