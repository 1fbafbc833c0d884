import { useId } from 'react';
import styled from 'styled-components';
import { formatSalary, pagePaths, type Company, type Job } from '@portal/shared-state';
import { Avatar, ButtonLink, CARD_SKILL_CHIPS, CardDescription, cardSurface, formatJobAge, JobBadges, jobPlace, SkillMatch, SmallMuted } from '@portal/shared-ui';
import { CompanyLink } from '../company/CompanyLink';
import { SaveJobButton } from '../saved/SaveJobButton';
import { useSkillMatcher } from '../skills/useSkillMatcher';

/** What a card shows of a job: a search result, or one of a company's jobs on its public page. */
export type CardJob = Pick<Job, '_id' | 'title' | 'description' | 'requirements' | 'location' | 'position' | 'jobType' | 'salary' | 'salaryMax' | 'createdAt'> & {
  company: Pick<Company, '_id' | 'name' | 'logo'>;
};

// The browse card of the design system (shared-ui BrowseJobCard), with the company's name
// linked to its page, a student's skill match and the save button that know who is looking. Rows:
// age, company, title, description, badges, then the match (when shown) and the actions in rows
// of their own; the description's row takes the slack, so the buttons of a row of cards line up.
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
  min-width: 0;
`;

const CompanyName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Title = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A job in a result list: its company linked to the company's page, Details, and Save For Later. */
export const JobResultCard = ({ job }: { job: CardJob }) => {
  const titleId = useId();
  const match = useSkillMatcher()(job.requirements);
  // Every card has the same two buttons; describing them by the title tells them apart.
  return (
    <Card aria-labelledby={titleId}>
      <SmallMuted>{formatJobAge(job.createdAt)}</SmallMuted>
      <Company>
        <Avatar name={job.company.name} src={job.company.logo ?? undefined} alt={`${job.company.name} logo`} />
        <div>
          <CompanyName>
            <CompanyLink company={job.company} />
          </CompanyName>
          <SmallMuted>{jobPlace(job.location)}</SmallMuted>
        </div>
      </Company>
      <Title id={titleId}>{job.title}</Title>
      <CardDescription>{job.description}</CardDescription>
      <JobBadges position={job.position} jobType={job.jobType} salary={formatSalary(job)} />
      {match && <SkillMatch matched={match.matched} missing={match.missing} maxChips={CARD_SKILL_CHIPS} />}
      <Actions>
        <ButtonLink variant="outline" to={pagePaths.job(job._id)} aria-describedby={titleId}>
          Details
        </ButtonLink>
        <SaveJobButton jobId={job._id} describedBy={titleId} />
      </Actions>
    </Card>
  );
};
