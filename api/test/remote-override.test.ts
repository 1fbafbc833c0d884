import fs from 'node:fs';
import path from 'node:path';
import { SSR_ENTRY_FILE, SSR_STATE_ELEMENT_ID } from '@portal/site/server-render';
import { asksForOverride } from '../src/site/remote-override';
import { BUILT_INDEX_HTML, siteFolder, type SiteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A team opens the site with `?remote-override=student@http://localhost:3002/mf-manifest.json`
 * to run its dev server's build of a remote in the live site (shell/src/remote-override/). The
 * server lets a page do that only from REMOTE_OVERRIDE_ORIGINS: it tells the page which (a data
 * block in the head) and lets the page's policy load from them; and it never renders such a
 * page nor lets anyone keep it, since the browser draws it with a build the server lacks.
 */
const FIXTURE_SHELL_BUILD = fs.readFileSync(path.join(__dirname, 'fixtures/server-render/shell-render.js'), 'utf8');
const STUDENT = '/remotes/student/1.0.0-one/mf-manifest.json';
const OVERRIDE = '?remote-override=student@http://localhost:3002/mf-manifest.json';

/** A released site whose student remote and shell have server builds: a visitor's /browse is rendered. */
function releasedSite(): SiteFolder {
  const site = siteFolder();
  site.write('index.html', BUILT_INDEX_HTML);
  site.write('screen-routes.json', JSON.stringify([{ path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone', shows: 'listing' }]));
  site.write(STUDENT.slice(1), JSON.stringify({ id: 'mfe_student', metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } }, shared: [], exposes: [] }));
  site.write('remotes/student/1.0.0-one/server/remoteEntry.js', 'exports.heading = "Release one";');
  site.write('remotes.json', JSON.stringify({ student: STUDENT }));
  site.write('server/render.aaaa.js', FIXTURE_SHELL_BUILD);
  site.write(SSR_ENTRY_FILE, JSON.stringify({ entry: 'server/render.aaaa.js' }));
  return site;
}

/** The site served with `env`, for the tests of one describe block. */
function siteServed(env: Record<string, string>) {
  const served = {} as { t: TestApp; site: SiteFolder };
  beforeAll(async () => {
    served.site = releasedSite();
    served.t = await startTestApp({ SITE_DIR: served.site.dir, SERVER_RENDER_BUDGET_MS: '3000', ...env });
  });
  afterAll(async () => {
    await served.t.close();
    served.site.remove();
  });
  return (url: string) => served.t.app.inject({ method: 'GET', url });
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const allowedOrigins = (html: string) => {
  const text = /<script type="application\/json" id="remote-override-origins">(.*?)<\/script>/.exec(headOf(html))?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};
const rendered = (html: string) => html.includes(`id="${SSR_STATE_ELEMENT_ID}"`);
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('with REMOTE_OVERRIDE_ORIGINS set', () => {
  const page = siteServed({ REMOTE_OVERRIDE_ORIGINS: 'http://localhost:3002, https://dev.example.com:8443' });

  it('tells each page the allowed origins, and its policy lets it load scripts, manifests, styles and images from them', async () => {
    const response = await page('/browse');
    expect(allowedOrigins(response.body)).toEqual(['http://localhost:3002', 'https://dev.example.com:8443']);
    const policy = response.headers['content-security-policy'] as string;
    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src']) {
      expect(directive(policy, name)).toContain(" http://localhost:3002 https://dev.example.com:8443");
    }
    // The dev server's hot reload.
    expect(directive(policy, 'connect-src')).toContain(' ws://localhost:3002 wss://dev.example.com:8443');
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it('never renders a page asked for with an override, and no cache keeps it', async () => {
    const overridden = await page(`/browse${OVERRIDE}`);
    expect(overridden.statusCode).toBe(200);
    expect(rendered(overridden.body)).toBe(false);
    expect(overridden.headers['cache-control']).toBe('no-store');

    // The same page without it is the visitor's, rendered and kept as before.
    const live = await page('/browse');
    expect(rendered(live.body)).toBe(true);
    expect(live.headers['cache-control']).toMatch(/^public, /);
  });
});

describe('without REMOTE_OVERRIDE_ORIGINS', () => {
  const page = siteServed({});

  it('tells the page no origin, and its policy allows none', async () => {
    const response = await page(`/browse${OVERRIDE}`);
    expect(allowedOrigins(response.body)).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('localhost:3002');
    expect(directive(response.headers['content-security-policy'] as string, 'script-src')).toBe("script-src 'self'");
  });
});

it('reads an override only from a page address whose query names the parameter', () => {
  expect(asksForOverride(`/browse${OVERRIDE}`)).toBe(true);
  expect(asksForOverride('/browse?q=java&remote-override')).toBe(true);
  expect(asksForOverride('/browse?q=remote-override')).toBe(false);
  expect(asksForOverride('/remote-override')).toBe(false);
});
