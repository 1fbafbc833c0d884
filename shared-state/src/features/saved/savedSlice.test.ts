import { loggedOut } from '../session/sessionActions';
import { initialSavedState, savedReducer, toggleSavedJob, type SavedState } from './savedSlice';

const reduce = (...actions: Parameters<typeof savedReducer>[1][]): SavedState =>
  actions.reduce(savedReducer, initialSavedState);

describe('saved slice', () => {
  it('starts with nothing saved', () => {
    expect(savedReducer(undefined, { type: 'init' })).toEqual({ jobIds: [] });
  });

  it('saves a job, the most recent first, and forgets it when toggled again', () => {
    expect(reduce(toggleSavedJob('7'), toggleSavedJob('9')).jobIds).toEqual(['9', '7']);
    expect(reduce(toggleSavedJob('7'), toggleSavedJob('9'), toggleSavedJob('7')).jobIds).toEqual(['9']);
  });

  it('forgets everything on logout', () => {
    expect(reduce(toggleSavedJob('7'), loggedOut())).toEqual(initialSavedState);
  });
});
