import { setSearchedQuery, useAppDispatch } from '@portal/shared-state';
import { useNavigate } from '@portal/shared-ui';

/** Sets the search query and shows its results on /browse (hero search and category chips). */
export function useStartSearch() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (query: string) => {
    dispatch(setSearchedQuery(query.trim()));
    navigate('/browse');
  };
}
