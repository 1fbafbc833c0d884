import { apiUrl, companyAnalyticsCsvPath } from '@portal/shared-state';
import { ButtonAnchor } from '@portal/shared-ui';
import type { AnalyticsRange } from './useAnalyticsAddress';

type CsvDownloadLinkProps = { companyId: string; range: AnalyticsRange };

/**
 * The per-job table of the range as a CSV file: a plain link under the API's address (the
 * page's own origin, so the session cookie goes with it), so the browser saves the file itself.
 */
export const CsvDownloadLink = ({ companyId, range }: CsvDownloadLinkProps) => (
  <ButtonAnchor variant="outline" href={apiUrl(companyAnalyticsCsvPath({ companyId, ...range }))} download>
    Download CSV
  </ButtonAnchor>
);
