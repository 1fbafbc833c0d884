import { conversionText, funnelSteps, funnelSummary } from './funnelSteps';

describe('the funnel in words', () => {
  it('gives each step after the first its share of the step before, rounded to a whole percent', () => {
    const steps = funnelSteps([
      { status: 'pending', reached: 3 },
      { status: 'shortlisted', reached: 2 },
      { status: 'interview', reached: 0 },
      { status: 'accepted', reached: 0 },
    ]);
    expect(steps.map(conversionText)).toEqual(['', '67% of Applied', '0% of Shortlisted', 'none reached Interview']);
    expect(funnelSummary(steps)).toBe(
      'Of 3 applications, 2 reached Shortlisted (67% of Applied), 0 reached Interview (0% of Shortlisted) and 0 reached Accepted (none reached Interview).',
    );
  });

  it('speaks of one application in the singular', () => {
    expect(funnelSummary(funnelSteps([{ status: 'pending', reached: 1 }, { status: 'shortlisted', reached: 1 }]))).toBe(
      'Of 1 application, 1 reached Shortlisted (100% of Applied).',
    );
  });
});
