import { useId } from 'react';
import styled from 'styled-components';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
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
  /** e.g. navigate to /description/{id}. */
  onDetails: () => void;
  onSaveForLater?: () => void;
};

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
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
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

const Location = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
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
  onDetails,
  onSaveForLater,
}: BrowseJobCardProps) => {
  const titleId = useId();
  // Every card has a "Details" button; describing it by the title tells them apart.
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
      <div>
        <Title id={titleId}>{title}</Title>
        <Description>{description}</Description>
      </div>
      <JobBadges position={position} jobType={jobType} salary={salary} />
      <Actions>
        <Button variant="outline" onClick={onDetails} aria-describedby={titleId}>
          Details
        </Button>
        <Button onClick={onSaveForLater} aria-describedby={titleId}>
          Save For Later
        </Button>
      </Actions>
    </Card>
  );
};
