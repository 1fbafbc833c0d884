import { useNavigate } from 'react-router-dom';
import { setSearchedQuery, useAppDispatch } from '@portal/shared-state';

/** Sets the search query and shows its results on /browse (hero search and category chips). */
export function useStartSearch() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (query: string) => {
    dispatch(setSearchedQuery(query.trim()));
    navigate('/browse');
  };
}
