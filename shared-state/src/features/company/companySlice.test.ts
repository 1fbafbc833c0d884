import { aCompany } from '../../../test/fixtures';
import { loggedOut } from '../session/sessionActions';
import {
  companyReducer,
  companySaved,
  initialCompanyState,
  setCompanies,
  setSearchCompanyByText,
  setSingleCompany,
  type CompanyState,
} from './companySlice';

const reduce = (...actions: Parameters<typeof companyReducer>[1][]): CompanyState =>
  actions.reduce(companyReducer, initialCompanyState);

describe('company slice', () => {
  it('starts empty', () => {
    expect(companyReducer(undefined, { type: 'init' })).toEqual({
      singleCompany: null,
      companies: [],
      searchCompanyByText: '',
    });
  });

  it('sets the companies, the single company and the filter text', () => {
    const acme = aCompany();
    const state = reduce(setCompanies([acme]), setSingleCompany(acme), setSearchCompanyByText('ac'));
    expect(state).toEqual({ singleCompany: acme, companies: [acme], searchCompanyByText: 'ac' });
  });

  it('makes a saved company the single company and upserts it in the list', () => {
    const state = reduce(
      setCompanies([aCompany({ _id: '1' })]),
      companySaved(aCompany({ _id: '2', name: 'New' })),
      companySaved(aCompany({ _id: '1', name: 'Renamed' })),
    );
    expect(state.companies.map((company) => [company._id, company.name])).toEqual([
      ['1', 'Renamed'],
      ['2', 'New'],
    ]);
    expect(state.singleCompany?._id).toBe('1');
  });

  it('forgets the recruiter’s companies on logout', () => {
    const state = reduce(setCompanies([aCompany()]), setSingleCompany(aCompany()), loggedOut());
    expect(state).toEqual(initialCompanyState);
  });
});
