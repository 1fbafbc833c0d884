import styled from 'styled-components';
import type { PublicCompany, PublicJob, Responsiveness } from '@portal/shared-state';
import { Avatar, ButtonLink, EmptyState, VisuallyHidden } from '@portal/shared-ui';
import { JobCards } from '../job-list/JobCards';
import { externalUrl } from './externalUrl';
import { ResponsivenessNotes } from './ResponsivenessNotes';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Name = styled.h1`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const Term = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Detail = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Website = styled.a`
  color: ${({ theme }) => theme.colors.blue};
  text-underline-offset: 2px;
`;

const JobsHeading = styled.h2`
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

/** A company's public page: logo (or initials), name, how quickly it responds, description, website and location, and its open jobs as cards. */
export const CompanyDetails = ({ company, jobs, responsiveness }: { company: PublicCompany; jobs: PublicJob[]; responsiveness?: Responsiveness }) => {
  const website = externalUrl(company.website);
  return (
    <>
      <section aria-labelledby="company-name">
        <Top>
          {/* The name beside it says whose logo it is. */}
          <Avatar name={company.name} src={company.logo ?? undefined} alt="" size={64} />
          <Name id="company-name">{company.name}</Name>
        </Top>
        <ResponsivenessNotes responsiveness={responsiveness} />
        {company.description && <Description>{company.description}</Description>}
        {(website || company.location) && (
          <Facts>
            {website && (
              <>
                <Term>Website</Term>
                <Detail>
                  <Website href={website} target="_blank" rel="noopener noreferrer">
                    {company.website.trim()}
                    <span aria-hidden="true"> ↗</span>
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </Website>
                </Detail>
              </>
            )}
            {company.location && (
              <>
                <Term>Location</Term>
                <Detail>{company.location}</Detail>
              </>
            )}
          </Facts>
        )}
      </section>
      <section aria-labelledby="company-jobs">
        <JobsHeading id="company-jobs">Open jobs ({jobs.length})</JobsHeading>
        {jobs.length === 0 ? (
          <EmptyState
            title="No open jobs right now"
            message={`${company.name} has no job open at the moment.`}
            action={<ButtonLink to="/jobs">See all jobs</ButtonLink>}
          />
        ) : (
          <JobCards jobs={jobs} />
        )}
      </section>
    </>
  );
};
