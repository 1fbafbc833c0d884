import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatSalary, type Job, type Responsiveness } from '@portal/shared-state';
import { Avatar, JobBadges } from '@portal/shared-ui';
import { CompanyLink } from '../company/CompanyLink';
import { ResponsivenessNotes } from '../company/ResponsivenessNotes';
import { SaveJobButton } from '../saved/SaveJobButton';
import { JobSkillMatch } from '../skills/JobSkillMatch';
import { ApplyButton } from './ApplyButton';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

const SectionHeading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Term = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Detail = styled.dd`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Requirements = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
`;

const Company = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <Term>{term}</Term>
    <Detail>{children}</Detail>
  </>
);

const Deadline = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

/** Everything about one job, with the apply and save buttons; the company links to its page, and says how quickly it responds. */
export const JobDetails = ({ job, responsiveness }: { job: Job; responsiveness?: Responsiveness }) => (
  <article aria-labelledby="job-title">
    <Top>
      <div>
        <Title id="job-title">{job.title}</Title>
        <JobBadges position={job.position} jobType={job.jobType} salary={formatSalary(job)} />
        {job.status === 'open' && job.deadline && <Deadline>Apply by {job.deadline}</Deadline>}
        <ResponsivenessNotes responsiveness={responsiveness} />
      </div>
      <Buttons>
        {/* Keyed: a just-applied or just-saved state belongs to one job. */}
        <ApplyButton key={job._id} job={job} />
        <SaveJobButton key={`save-${job._id}`} jobId={job._id} variant="outline" />
      </Buttons>
    </Top>
    <JobSkillMatch requirements={job.requirements} />
    <SectionHeading>Job Description</SectionHeading>
    <Facts>
      <Fact term="Role">{job.title}</Fact>
      <Fact term="Company">
        <Company>
          <Avatar name={job.company.name} src={job.company.logo ?? undefined} alt="" size={32} />
          <CompanyLink company={job.company} />
        </Company>
      </Fact>
      <Fact term="Location">{job.location}</Fact>
      <Fact term="Description">{job.description}</Fact>
      <Fact term="Requirements">
        {job.requirements.length > 0 ? (
          <Requirements>
            {job.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </Requirements>
        ) : (
          'NA'
        )}
      </Fact>
      <Fact term="Experience">{job.experience} yrs</Fact>
      <Fact term="Salary">{formatSalary(job)}</Fact>
      <Fact term="Total Applicants">{job.applicationCount}</Fact>
      {/* The date part of the ISO timestamp (spec section 9). */}
      <Fact term="Posted Date">{job.createdAt.slice(0, 10)}</Fact>
    </Facts>
  </article>
);
