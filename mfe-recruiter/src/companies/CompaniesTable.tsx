import { teamMay, type TeamCompany } from '@portal/shared-state';
import { Avatar, TBody, Table, Td, Th, THead, Tr, useNavigate } from '@portal/shared-ui';
import { ActionMenu } from '../action-menu';
import { ActionTd, ActionTh, DateCell, matchesFilter, NoMatchRow, TableCaption } from '../table';

type CompaniesTableProps = { companies: TeamCompany[]; filter: string };

export const CompaniesTable = ({ companies, filter }: CompaniesTableProps) => {
  const navigate = useNavigate();
  const shown = companies.filter((company) => matchesFilter(filter, company.name));
  return (
    <Table label="Your companies">
      <TableCaption>A list of your registered companies</TableCaption>
      <THead>
        <Tr>
          <Th>Logo</Th>
          <Th>Name</Th>
          <Th>Date</Th>
          <ActionTh>Action</ActionTh>
        </Tr>
      </THead>
      <TBody>
        {shown.length === 0 && <NoMatchRow columns={4} what="company" filter={filter} />}
        {shown.map((company) => (
          <Tr key={company._id}>
            <Td label="Logo">
              <Avatar name={company.name} src={company.logo ?? undefined} alt={`${company.name} logo`} />
            </Td>
            <Td label="Name">{company.name}</Td>
            <DateCell iso={company.createdAt} />
            <ActionTd label="Action">
              <ActionMenu
                label={`Actions for ${company.name}`}
                items={[
                  { label: teamMay(company.role, 'company.edit') ? 'Edit' : 'Details', onSelect: () => navigate(`/admin/companies/${company._id}`) },
                  { label: 'Team', onSelect: () => navigate(`/admin/companies/${company._id}/team`) },
                ]}
              />
            </ActionTd>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
};
