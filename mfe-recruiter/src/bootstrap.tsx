import { mountStandalone } from '@portal/shell/standalone';
import AdminJobsScreen from './admin-jobs/AdminJobsScreen';
import ApplicantsScreen from './applicants/ApplicantsScreen';
import CompaniesScreen from './companies/CompaniesScreen';
import CompanyCreateScreen from './company-create/CompanyCreateScreen';
import CompanySetupScreen from './company-setup/CompanySetupScreen';
import JobCreateScreen from './job-create/JobCreateScreen';
import JobEditScreen from './job-edit/JobEditScreen';

// `npm run dev`: this remote's screens on their own, inside the shell's header and providers.
mountStandalone({
  '/admin/companies': CompaniesScreen,
  '/admin/companies/create': CompanyCreateScreen,
  '/admin/companies/:id': CompanySetupScreen,
  '/admin/jobs': AdminJobsScreen,
  '/admin/jobs/create': JobCreateScreen,
  '/admin/jobs/:id/edit': JobEditScreen,
  '/admin/jobs/:id/applicants': ApplicantsScreen,
});
