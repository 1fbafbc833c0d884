/** The packages the pipeline releases, by workspace folder. */
export type App = { pkg: string; key: string | null };

/** The shell, served at the site root; each remote under /remotes/<key>/ (its remotes.json key). */
export const APPS: readonly App[] = [
  { pkg: 'shell', key: null },
  { pkg: 'mfe-auth', key: 'auth' },
  { pkg: 'mfe-student', key: 'student' },
  { pkg: 'mfe-recruiter', key: 'recruiter' },
];

export function appNamed(pkg: string): App {
  const app = APPS.find((candidate) => candidate.pkg === pkg);
  if (!app) throw new Error(`Unknown package "${pkg}": one of ${APPS.map(({ pkg: name }) => name).join(', ')}`);
  return app;
}

/** The name a release history is kept under: the remote's key, or "shell". */
export const historyName = (app: App): string => app.key ?? 'shell';
