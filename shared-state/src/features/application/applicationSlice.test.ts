import { aJobWithApplicants, anApplicant } from '../../../test/fixtures';
import { loggedOut } from '../session/sessionActions';
import { applicantStatusChanged, applicationReducer, setAllApplicants } from './applicationSlice';

describe('application slice', () => {
  it('starts with no applicants', () => {
    expect(applicationReducer(undefined, { type: 'init' })).toEqual({ applicants: null });
  });

  it('holds the job with its applications', () => {
    const job = aJobWithApplicants();
    expect(applicationReducer(undefined, setAllApplicants(job)).applicants).toEqual(job);
  });

  it('updates the status of one application', () => {
    const job = aJobWithApplicants([anApplicant({ _id: 'a' }), anApplicant({ _id: 'b' })]);
    const state = applicationReducer(
      applicationReducer(undefined, setAllApplicants(job)),
      applicantStatusChanged({ applicationId: 'b', status: 'accepted' }),
    );
    expect(state.applicants?.applications.map((item) => item.status)).toEqual(['pending', 'accepted']);
  });

  it('ignores a status change when no applicants are loaded', () => {
    const state = applicationReducer(undefined, applicantStatusChanged({ applicationId: 'a', status: 'rejected' }));
    expect(state.applicants).toBeNull();
  });

  it('forgets the applicants on logout', () => {
    const state = applicationReducer(applicationReducer(undefined, setAllApplicants(aJobWithApplicants())), loggedOut());
    expect(state.applicants).toBeNull();
  });
});
