import { useId } from 'react';
import styled from 'styled-components';
import { Avatar } from '../Avatar';
import { Button, ButtonLink } from '../Button';
import { JobBadges } from '../JobBadges';
import { formatJobAge } from './jobAge';

export type BrowseJobCardProps = {
  title: string;
  description: string;
  companyName: string;
  companyLogo?: string;
  position: number;
  jobType: string;
  salary: number | string;
  /** ISO date string or Date the job was posted. */
  createdAt: string | Date;
  /** Where Details leads, e.g. /description/{id}. */
  detailsTo: string;
  /** Whether the user has saved this job; the button then says so and unsaves it. */
  saved?: boolean;
  onToggleSaved: () => void;
};

// Rows: age, company, title, description, badges, actions. The description's row takes the
// slack, so the buttons of a row of cards line up.
const Card = styled.article`
  display: grid;
  grid-template-rows: auto auto auto 1fr auto auto;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Age = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Company = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const CompanyName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
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
  color: ${({ theme }) => theme.colors.heading};
`;

// Clamped so one long posting does not stretch every card in its row.
const Description = styled.p`
  display: -webkit-box;
  align-self: start;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const BrowseJobCard = ({
  title,
  description,
  companyName,
  companyLogo,
  position,
  jobType,
  salary,
  createdAt,
  detailsTo,
  saved = false,
  onToggleSaved,
}: BrowseJobCardProps) => {
  const titleId = useId();
  // Every card has the same two buttons; describing them by the title tells them apart.
  return (
    <Card aria-labelledby={titleId}>
      <Age>{formatJobAge(createdAt)}</Age>
      <Company>
        <Avatar name={companyName} src={companyLogo} alt={`${companyName} logo`} />
        <div>
          <CompanyName>{companyName}</CompanyName>
          <Location>India</Location>
        </div>
      </Company>
      <Title id={titleId}>{title}</Title>
      <Description>{description}</Description>
      <JobBadges position={position} jobType={jobType} salary={salary} />
      <Actions>
        <ButtonLink variant="outline" to={detailsTo} aria-describedby={titleId}>
          Details
        </ButtonLink>
        <Button variant={saved ? 'outline' : 'primary'} onClick={onToggleSaved} aria-describedby={titleId}>
          {saved ? (
            <>
              <span aria-hidden="true">✓</span> Saved
            </>
          ) : (
            'Save For Later'
          )}
        </Button>
      </Actions>
    </Card>
  );
};
