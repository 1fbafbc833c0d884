import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { aUser } from '../../test/fixtures';
import { memoryStorage } from '../../test/persist';
import { setUser } from '../features/auth/authSlice';
import { setSearchedQuery } from '../features/job/jobSlice';
import { createPortalStore } from './createPortalStore';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';

function setup() {
  const { store } = createPortalStore({ storage: memoryStorage() });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

describe('typed hooks', () => {
  it('useAppSelector reads the store and follows its changes', () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useAppSelector((state) => state.auth.user?.fullname ?? null), { wrapper });
    expect(result.current).toBeNull();

    act(() => {
      store.dispatch(setUser(aUser()));
    });
    expect(result.current).toBe('Asha Rao');
  });

  it('useAppDispatch dispatches into the provided store', () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useAppDispatch(), { wrapper });
    act(() => {
      result.current(setSearchedQuery('data science'));
    });
    expect(store.getState().job.searchedQuery).toBe('data science');
  });

  it('useAppStore returns the provided store', () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useAppStore(), { wrapper });
    expect(result.current).toBe(store);
  });
});
