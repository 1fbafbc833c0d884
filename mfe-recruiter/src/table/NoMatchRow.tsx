import { Td, Tr } from '@portal/shared-ui';

type NoMatchRowProps = { columns: number; what: string; filter: string };

/** The one row of a filtered table that nothing matches. */
export const NoMatchRow = ({ columns, what, filter }: NoMatchRowProps) => (
  <Tr>
    <Td colSpan={columns}>
      No {what} matches “{filter.trim()}”.
    </Td>
  </Tr>
);
