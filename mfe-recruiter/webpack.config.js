const createAppConfig = require('../webpack/create-app-config');
const ports = require('../webpack/ports');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_recruiter',
  title: 'JobPortal: recruiter admin (standalone)',
  port: ports.recruiter,
  // One module per screen (see shell/README.md): a page downloads only its own screen.
  exposes: {
    './Companies': './src/companies/CompaniesScreen.tsx',
    './CompanyCreate': './src/company-create/CompanyCreateScreen.tsx',
    './CompanySetup': './src/company-setup/CompanySetupScreen.tsx',
    './AdminJobs': './src/admin-jobs/AdminJobsScreen.tsx',
    './JobCreate': './src/job-create/JobCreateScreen.tsx',
    './JobEdit': './src/job-edit/JobEditScreen.tsx',
    './Applicants': './src/applicants/ApplicantsScreen.tsx',
  },
});
