import styled from 'styled-components';
import { teamMay, useTeamQuery, type TeamCompany } from '@portal/shared-state';
import { QueryState } from '@portal/shared-ui';
import { CompanyNotFound, LoadingRows } from '../page';
import { InvitationsTable } from './InvitationsTable';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The team of one company as the caller's role may see and change it. */
export const TeamPanel = ({ company }: { company: TeamCompany }) => {
  const query = useTeamQuery(company._id);
  const manages = teamMay(company.role, 'members.manage');
  return (
    <QueryState
      query={{ ...query, data: query.currentData }}
      loading={<LoadingRows what="the team" rows={4} />}
      failedTitle="Could not load the team"
      notFound={<CompanyNotFound />}
    >
      {({ members, invitations }) => (
        <>
          {!manages && <Muted>Only the company&apos;s owners can invite people, change roles and remove members.</Muted>}
          <Section>
            <Heading>Members</Heading>
            <MembersTable company={company} members={members} manages={manages} />
          </Section>
          <Section>
            <Heading>Pending invitations</Heading>
            {invitations.length === 0 ? (
              <Muted>No pending invitations.</Muted>
            ) : (
              <InvitationsTable companyId={company._id} invitations={invitations} manages={manages} />
            )}
          </Section>
          {manages && (
            <Section>
              <Heading>Invite someone</Heading>
              <InviteForm companyId={company._id} />
            </Section>
          )}
        </>
      )}
    </QueryState>
  );
};
