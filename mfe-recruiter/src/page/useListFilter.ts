import { useSearchParams } from '@portal/shared-ui';

/**
 * The text a list is filtered by, kept in the address (`?q=`): it survives a reload and Back,
 * and a filtered list can be shared. Each keystroke replaces the entry instead of adding one.
 */
export function useListFilter(): [filter: string, setFilter: (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (text: string) => {
    const next = new URLSearchParams(params);
    if (text) next.set('q', text);
    else next.delete('q');
    setParams(next, { replace: true });
  };
  return [params.get('q') ?? '', setFilter];
}
