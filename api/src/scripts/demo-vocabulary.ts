/** Words the demo and synthetic data are made of, matching the site's filter panel and category chips. */
export { JOB_LOCATIONS as LOCATIONS, JOB_TYPES } from '@portal/contract/job-vocabulary';

export const ROLES = [
  'Frontend Developer',
  'Backend Developer',
  'FullStack Developer',
  'Data Science Analyst',
  'Graphic Designer',
  'DevOps Engineer',
  'QA Engineer',
  'Mobile Developer',
  'Product Manager',
  'UX Researcher',
] as const;

export const SKILLS_BY_ROLE: Record<(typeof ROLES)[number], string[]> = {
  'Frontend Developer': ['React', 'TypeScript', 'CSS', 'Accessibility'],
  'Backend Developer': ['Node.js', 'PostgreSQL', 'REST APIs', 'Redis'],
  'FullStack Developer': ['React', 'Node.js', 'SQL', 'Docker'],
  'Data Science Analyst': ['Python', 'Pandas', 'Statistics', 'SQL'],
  'Graphic Designer': ['Figma', 'Illustrator', 'Typography', 'Branding'],
  'DevOps Engineer': ['Kubernetes', 'Terraform', 'CI/CD', 'Linux'],
  'QA Engineer': ['Playwright', 'Test plans', 'API testing', 'Jest'],
  'Mobile Developer': ['React Native', 'Kotlin', 'Swift', 'App Store'],
  'Product Manager': ['Roadmaps', 'User interviews', 'Analytics', 'Jira'],
  'UX Researcher': ['Usability testing', 'Surveys', 'Personas', 'Figma'],
};

export const FILLER_WORDS = [
  'build', 'ship', 'maintain', 'scalable', 'customer', 'platform', 'features', 'team', 'agile', 'mentor',
  'design', 'review', 'quality', 'performance', 'product', 'growth', 'startup', 'enterprise', 'cloud', 'secure',
  'analytics', 'dashboard', 'payments', 'logistics', 'healthcare', 'education', 'retail', 'travel', 'media', 'fintech',
];

/** Small deterministic generator, so benchmark data is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}
