import { useNavigate } from '@portal/shared-ui';
import { browsePath } from '../browse/browseQuery';

/** Shows a query's results on /browse (hero search and category chips). */
export function useStartSearch() {
  const navigate = useNavigate();
  return (query: string) => navigate(browsePath(query));
}
