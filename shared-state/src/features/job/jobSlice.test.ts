import { aJob, aStudentApplication } from '../../../test/fixtures';
import { loggedOut } from '../session/sessionActions';
import {
  adminJobSaved,
  appendJobs,
  initialJobState,
  jobReducer,
  setAllAdminJobs,
  setAllAppliedJobs,
  setAllJobs,
  setSearchedQuery,
  setSearchJobByText,
  setSingleJob,
  type JobState,
} from './jobSlice';

const reduce = (...actions: Parameters<typeof jobReducer>[1][]): JobState =>
  actions.reduce(jobReducer, initialJobState);

describe('job slice', () => {
  it('starts empty', () => {
    expect(jobReducer(undefined, { type: 'init' })).toEqual({
      allJobs: [],
      total: 0,
      nextCursor: null,
      allAdminJobs: [],
      singleJob: null,
      allAppliedJobs: [],
      searchedQuery: '',
      searchJobByText: '',
    });
  });

  it('replaces the list with a first page and appends the next ones', () => {
    const first = aJob({ _id: '1' });
    const second = aJob({ _id: '2' });
    const state = reduce(
      setAllJobs({ jobs: [aJob({ _id: 'old' })], total: 9, nextCursor: 'x' }),
      setAllJobs({ jobs: [first], total: 2, nextCursor: 'c1' }),
      appendJobs({ jobs: [second], total: 2, nextCursor: null }),
    );
    expect(state.allJobs.map((job) => job._id)).toEqual(['1', '2']);
    expect(state.total).toBe(2);
    expect(state.nextCursor).toBeNull();
  });

  it('sets the single job, applied jobs and search texts', () => {
    const job = aJob();
    const application = aStudentApplication();
    const state = reduce(
      setSingleJob(job),
      setAllAppliedJobs([application]),
      setSearchedQuery('react'),
      setSearchJobByText('pune'),
    );
    expect(state.singleJob).toEqual(job);
    expect(state.allAppliedJobs).toEqual([application]);
    expect(state.searchedQuery).toBe('react');
    expect(state.searchJobByText).toBe('pune');
  });

  it('adds a newly posted admin job first and replaces an edited one in place', () => {
    const state = reduce(
      setAllAdminJobs([aJob({ _id: '1' }), aJob({ _id: '2' })]),
      adminJobSaved(aJob({ _id: '3' })),
      adminJobSaved(aJob({ _id: '2', title: 'Edited' })),
    );
    expect(state.allAdminJobs.map((job) => [job._id, job.title])).toEqual([
      ['3', 'Frontend Developer'],
      ['1', 'Frontend Developer'],
      ['2', 'Edited'],
    ]);
  });

  it('drops every list on logout, since each job carries the caller’s own application', () => {
    const state = reduce(
      setAllJobs({ jobs: [aJob()], total: 1, nextCursor: 'c' }),
      setAllAdminJobs([aJob()]),
      setSingleJob(aJob()),
      setAllAppliedJobs([aStudentApplication()]),
      setSearchedQuery('react'),
      loggedOut(),
    );
    expect(state).toEqual(initialJobState);
  });
});
