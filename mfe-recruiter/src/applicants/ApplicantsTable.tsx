import type { Applicant } from '@portal/shared-state';
import { StatusBadge, TBody, Table, Td, Th, THead, Tr } from '@portal/shared-ui';
import { ActionMenu } from '../action-menu';
import { ActionTd, ActionTh, DateCell, TableCaption } from '../table';
import { ResumeLink } from './ResumeLink';
import { useStatusChange } from './useStatusChange';

export const ApplicantsTable = ({ applications }: { applications: Applicant[] }) => {
  const { saving, change } = useStatusChange();
  return (
    <Table label="Applicants">
      <TableCaption>A list of the users who applied</TableCaption>
      <THead>
        <Tr>
          <Th>FullName</Th>
          <Th>Email</Th>
          <Th>Contact</Th>
          <Th>Resume</Th>
          <Th>Date</Th>
          <Th>Status</Th>
          <ActionTh>Action</ActionTh>
        </Tr>
      </THead>
      <TBody>
        {applications.map(({ _id, job, applicant, status, createdAt }) => (
          <Tr key={_id}>
            <Td label="FullName">{applicant.fullname}</Td>
            <Td label="Email">{applicant.email}</Td>
            <Td label="Contact">{applicant.phoneNumber}</Td>
            <Td label="Resume">
              <ResumeLink profile={applicant.profile} />
            </Td>
            <DateCell iso={createdAt} />
            <Td label="Status">
              <StatusBadge status={status} />
            </Td>
            <ActionTd label="Action">
              <ActionMenu
                label={`Change the status of ${applicant.fullname}`}
                disabled={saving.has(_id)}
                items={[
                  { label: 'Accepted', onSelect: () => void change({ _id, job }, 'accepted') },
                  { label: 'Rejected', onSelect: () => void change({ _id, job }, 'rejected') },
                ]}
              />
            </ActionTd>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
};
