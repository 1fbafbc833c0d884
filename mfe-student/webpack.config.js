const createAppConfig = require('../webpack/create-app-config');
const ports = require('../webpack/ports');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_student',
  title: "JobPortal: the job seeker's screens (standalone)",
  port: ports.student,
  // One module per screen (see shell/README.md): a page downloads only its own screen.
  exposes: {
    './Home': './src/home/HomeScreen.tsx',
    './Jobs': './src/jobs/JobsScreen.tsx',
    './Browse': './src/browse/BrowseScreen.tsx',
    './JobDescription': './src/job-description/JobDescriptionScreen.tsx',
    './Profile': './src/profile/ProfileScreen.tsx',
  },
});
