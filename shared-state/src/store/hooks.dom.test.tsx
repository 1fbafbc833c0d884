import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { memoryStorage } from '../../test/persist';
import { selectSavedJobIds, toggleSavedJob } from '../features/saved/savedSlice';
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
    const { result } = renderHook(() => useAppSelector(selectSavedJobIds), { wrapper });
    expect(result.current).toEqual([]);

    act(() => {
      store.dispatch(toggleSavedJob('7'));
    });
    expect(result.current).toEqual(['7']);
  });

  it('useAppDispatch dispatches into the provided store', () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useAppDispatch(), { wrapper });
    act(() => {
      result.current(toggleSavedJob('7'));
    });
    expect(store.getState().saved.jobIds).toEqual(['7']);
  });

  it('useAppStore returns the provided store', () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useAppStore(), { wrapper });
    expect(result.current).toBe(store);
  });
});
