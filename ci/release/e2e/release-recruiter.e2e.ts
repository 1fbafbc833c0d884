import { createAccount } from '../../e2e/support/api';
import { logIn } from '../../../mfe-student/e2e/support';
import { releaseScenario } from './support/release-scenario';

releaseScenario({
  pkg: 'mfe-recruiter',
  key: 'recruiter',
  // What a recruiter without companies sees on /admin/companies.
  text: { file: 'src/companies/CompaniesScreen.tsx', before: 'Register your first company, then post its jobs.', after: 'Released on its own: register a company.' },
  async open(page, baseUrl) {
    const recruiter = await createAccount(baseUrl, 'recruiter', 'Rohan Release');
    await page.goto(`${baseUrl}/login`);
    await logIn(page, recruiter);
    await page.waitForURL('**/admin/companies');
  },
});
