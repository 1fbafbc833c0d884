import { useId } from 'react';
import styled from 'styled-components';
import { Avatar } from '../Avatar';
import { Button, ButtonLink } from '../Button';
import { JobBadges } from '../JobBadges';
import { CardDescription, CardTitle, cardSurface, CompanyName, SmallMuted } from '../JobCardParts/jobCardParts';
import { jobPlace } from '../JobCardParts/jobPlace';
import { formatJobAge } from './jobAge';

export type BrowseJobCardProps = {
  title: string;
  description: string;
  companyName: string;
  companyLogo?: string;
  /** The job's location, e.g. "Pune": shown as "Pune, India". */
  location: string;
  position: number;
  jobType: string;
  /** As it reads, "10–18 LPA" or "12 LPA". */
  salary: string;
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
  ${cardSurface}
`;

const Company = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
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
  location,
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
      <SmallMuted>{formatJobAge(createdAt)}</SmallMuted>
      <Company>
        <Avatar name={companyName} src={companyLogo} alt={`${companyName} logo`} />
        <div>
          <CompanyName>{companyName}</CompanyName>
          <SmallMuted>{jobPlace(location)}</SmallMuted>
        </div>
      </Company>
      <CardTitle id={titleId}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
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
