import { portalMetrics } from './portal-metrics';

const metrics = () => portalMetrics({ queues: async () => ({ mailPending: 0, mailOldestAgeSeconds: 0, tasksPending: 0 }) });
const linesOf = async (exposition: ReturnType<typeof metrics>, name: string) =>
  (await exposition.registry.metrics()).split('\n').filter((line) => line.startsWith(name));

describe('the telemetry metrics', () => {
  it('count views and errors by remote and version, errors by kind too', async () => {
    const exposition = metrics();
    exposition.countRemoteViews('student', '0.1.0-bbbb', 3);
    exposition.countRemoteErrors('student', '0.1.0-bbbb', 'load');
    expect(await linesOf(exposition, 'portal_remote_views_total{')).toEqual(['portal_remote_views_total{remote="student",version="0.1.0-bbbb"} 3']);
    expect(await linesOf(exposition, 'portal_remote_errors_total{')).toEqual(['portal_remote_errors_total{remote="student",version="0.1.0-bbbb",kind="load"} 1']);
  });

  it('keep vitals in seconds from the milliseconds web-vitals reports, and CLS as the score it is', async () => {
    const exposition = metrics();
    exposition.observeWebVital('student', '0.1.0-bbbb', 'LCP', 2_400);
    exposition.observeWebVital('student', '0.1.0-bbbb', 'CLS', 0.12);
    expect(await linesOf(exposition, 'portal_web_vitals_sum{')).toEqual([
      'portal_web_vitals_sum{remote="student",version="0.1.0-bbbb",name="LCP"} 2.4',
      'portal_web_vitals_sum{remote="student",version="0.1.0-bbbb",name="CLS"} 0.12',
    ]);
    // An LCP of 2.4 s is good (at most 2.5 s), a CLS of 0.12 is not (at most 0.1).
    const bucket = async (name: string, le: string) => (await linesOf(exposition, `portal_web_vitals_bucket{le="${le}",remote="student",version="0.1.0-bbbb",name="${name}"}`))[0]?.split(' ')[1];
    expect([await bucket('LCP', '1.8'), await bucket('LCP', '2.5')]).toEqual(['0', '1']);
    expect([await bucket('CLS', '0.1'), await bucket('CLS', '0.15')]).toEqual(['0', '1']);
  });

  it('start every render outcome at zero, so their ratio is defined from the first scrape', async () => {
    expect(await linesOf(metrics(), 'portal_page_renders_total{')).toEqual([
      'portal_page_renders_total{outcome="rendered"} 0',
      'portal_page_renders_total{outcome="cached"} 0',
      'portal_page_renders_total{outcome="fallback"} 0',
    ]);
  });
});
