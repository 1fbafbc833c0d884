import { releaseScenario } from './support/release-scenario';

releaseScenario({
  pkg: 'mfe-student',
  key: 'student',
  text: { file: 'src/home/Hero.tsx', before: 'No. 1 Job Hunt Website', after: 'Released on its own, reloaded' },
  async open(page, baseUrl) {
    await page.goto(`${baseUrl}/`);
  },
  serverRendered: '/',
});
