import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

/** A built site laid out as `npm start` and a release publish it (ci/release). */
function builtSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('index.html', '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
  write('remotes.json', '{"auth":"/remotes/auth/1.0.0-5e1f0c9a2b/mf-manifest.json"}');
  write(
    'screen-routes.json',
    JSON.stringify([
      { path: '/', remote: 'student', screen: 'Home', access: 'notRecruiter', title: 'JobPortal', shows: 'listing' },
      { path: '/jobs', remote: 'student', screen: 'Jobs', access: 'anyone', title: 'Jobs · JobPortal', shows: 'listing' },
      { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', title: 'Job · JobPortal', shows: 'job' },
      { path: '/profile', remote: 'student', screen: 'Profile', access: 'student', title: 'Your profile · JobPortal' },
      { path: '/notifications', owner: 'shell', access: 'user', title: 'Notifications · JobPortal' },
      { path: '/admin/jobs/create', remote: 'recruiter', screen: 'JobCreate', access: 'recruiter', title: 'Post a job · JobPortal' },
    ]),
  );
  write('main.3f9a1c.js', 'console.log(1)');
  fs.writeFileSync(path.join(root, 'main.3f9a1c.js.br'), zlib.brotliCompressSync('console.log(1)'));
  write('remotes/auth/1.0.0-5e1f0c9a2b/mf-manifest.json', '{}');
  write('remotes/auth/1.0.0-5e1f0c9a2b/remoteEntry.js', 'var auth;');
  write('remotes/auth/1.0.0-5e1f0c9a2b/src_Login.7d2e.js', 'export {}');
  fs.writeFileSync(path.join(root, 'remotes/auth/1.0.0-5e1f0c9a2b/remoteEntry.js.br'), zlib.brotliCompressSync('var auth;'));
  write('releases/auth.json', '{"current":"1.0.0-5e1f0c9a2b","releases":[],"canary":null,"history":[{"action":"auto-rollback","version":"1.1.0-0badc0ffee","reason":"SECRET FIGURES"}]}');
  write('releases/shell.json', '{"current":"2.0.0-aa11bb22cc","releases":[],"history":[{"action":"rollback","version":"1.0.0-0","reason":"SECRET FIGURES"}]}');
  // Server builds and their source maps, released beside the browser's for the render workers.
  write('server/render.9c8d.js', 'SERVER CODE');
  write('server/render.9c8d.js.map', 'SERVER CODE');
  write('remotes/auth/1.0.0-5e1f0c9a2b/server/remoteEntry.js', 'SERVER CODE');
  write('remotes/auth/1.0.0-5e1f0c9a2b/server/remoteEntry.js.map', 'SERVER CODE');
  return root;
}

let t: TestApp;
let siteDir: string;
beforeAll(async () => {
  siteDir = builtSite();
  t = await startTestApp({ SITE_DIR: siteDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

it.each([
  ['/', 'kept by shared caches', /^public, /],
  ['/jobs', 'kept by shared caches', /^public, /],
  ['/admin/jobs/create', 'uncached', /^no-cache$/],
  ['/profile', 'uncached', /^no-cache$/],
  ['/notifications', 'uncached', /^no-cache$/],
])('answers the page path %s with the shell, %s', async (url, _kept, cacheControl) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.headers['cache-control']).toMatch(cacheControl);
});

it.each(['/nowhere', '/jobs/extra', '/description/7/more', '/admin/nothing', '/server'])('answers %s, which no route shows, with the shell as a 404 kept out of search', async (url) => {
  const response = await get(url);
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).toContain('<title>Page not found · JobPortal</title>');
  expect(response.body).toContain('<meta name="robots" content="noindex" />');
});

it('answers the page of a job that does not exist with the shell, as a 404 kept out of search', async () => {
  const response = await get('/description/999999');
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).toContain('<meta name="robots" content="noindex" />');
});

it('serves the runtime config, the remotes’ entry files and the shell’s live version uncached, and hashed chunks for a year', async () => {
  const auth = '/remotes/auth/1.0.0-5e1f0c9a2b';
  for (const url of ['/remotes.json', `${auth}/mf-manifest.json`, `${auth}/remoteEntry.js`, '/releases/shell.json']) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  }
  for (const url of ['/main.3f9a1c.js', `${auth}/src_Login.7d2e.js`]) {
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // The same rule for the precompressed copy a browser is sent instead.
  const compressed = await t.app.inject({ method: 'GET', url: `${auth}/remoteEntry.js`, headers: { 'accept-encoding': 'br' } });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers['cache-control']).toBe('no-cache');
  const compressedChunk = await t.app.inject({ method: 'GET', url: '/main.3f9a1c.js', headers: { 'accept-encoding': 'br' } });
  expect(compressedChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

it('keeps the release records to the platform: a browser learns only the shell’s live version', async () => {
  expect((await get('/releases/shell.json')).json()).toEqual({ current: '2.0.0-aa11bb22cc' });
  for (const url of ['/releases/auth.json', '/releases/', '/releases/.lock', '/RELEASES/auth.json']) {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET FIGURES');
  }
});

it('sends the compressed copy the build made to a browser that accepts it', async () => {
  const compressed = await t.app.inject({ method: 'GET', url: '/main.3f9a1c.js', headers: { 'accept-encoding': 'gzip, br' } });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
  const plain = await t.app.inject({ method: 'GET', url: '/main.3f9a1c.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe('console.log(1)');
});

it('keeps API paths and missing files out of the page fallback', async () => {
  const api = await get('/api/v1/nope');
  expect(api.statusCode).toBe(404);
  expect(api.json().success).toBe(false);
  expect((await get('/remotes/student/mf-manifest.json')).statusCode).toBe(404);
  expect((await get('/api/v1/job/get')).json().success).toBe(true);
});

it('answers a HEAD of a page as its GET, without the body, and other methods on page paths with the JSON 404', async () => {
  const head = await t.app.inject({ method: 'HEAD', url: '/jobs' });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toMatch(/^text\/html/);
  expect(head.body).toBe('');
  const post = await t.app.inject({ method: 'POST', url: '/jobs' });
  expect(post.statusCode).toBe(404);
  expect(post.json().success).toBe(false);
});

describe('paths not written as the site writes them', () => {
  /** Sent as written: inject and fetch would resolve the dot segments first, as a browser does but a client need not. */
  const rawGet = async (pathAsWritten: string) => {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathAsWritten }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body }));
        })
        .on('error', reject);
    });
  };

  it.each([
    '/server/render.9c8d.js',
    '/server/render.9c8d.js.map',
    '/./server/render.9c8d.js',
    '//server/render.9c8d.js',
    '/%2e/server/render.9c8d.js',
    '/%2E/server/render.9c8d.js.map',
    '/server%2Frender.9c8d.js',
    '/x/../server/render.9c8d.js',
    '/x/%2e%2e/server/render.9c8d.js',
    '/SERVER/render.9c8d.js',
    '/remotes/auth/1.0.0-5e1f0c9a2b/server/remoteEntry.js',
    '/remotes/auth//1.0.0-5e1f0c9a2b/server/remoteEntry.js',
    '/remotes//auth/1.0.0-5e1f0c9a2b/server/remoteEntry.js.map',
    '/remotes/auth/1.0.0-5e1f0c9a2b//server/remoteEntry.js.map',
    '/remotes/auth/./1.0.0-5e1f0c9a2b/server/remoteEntry.js',
    '/remotes/auth/1.0.0-5e1f0c9a2b/./server/remoteEntry.js',
    '/remotes/auth/1.0.0-5e1f0c9a2b/%2e/server/remoteEntry.js',
    '/remotes/auth/1.0.0-5e1f0c9a2b/server%2FremoteEntry.js',
  ])('never serves the server code at %s', async (url) => {
    const response = await rawGet(url);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('SERVER CODE');
  });

  it.each(['/./main.3f9a1c.js', '//main.3f9a1c.js', '/remotes/auth//1.0.0-5e1f0c9a2b/remoteEntry.js', '/./jobs', '//jobs', '/x/../jobs'])('answers %s 404, not what it resolves to', async (url) => {
    expect((await rawGet(url)).status).toBe(404);
  });

  it('still serves the same files and pages at their own paths', async () => {
    expect((await rawGet('/main.3f9a1c.js')).status).toBe(200);
    expect((await rawGet('/remotes/auth/1.0.0-5e1f0c9a2b/remoteEntry.js')).status).toBe(200);
    expect((await rawGet('/jobs')).status).toBe(200);
  });
});

it('never serves files outside the site folder', async () => {
  const response = await get('/..%2f..%2fetc%2fpasswd');
  expect(response.body).not.toMatch(/root:/);
});

describe('security headers', () => {
  it('gives pages a policy that allows only the site and the remotes it is configured with', async () => {
    fs.writeFileSync(
      path.join(siteDir, 'remotes.json'),
      JSON.stringify({ auth: '/remotes/auth/mf-manifest.json', student: 'https://cdn.example.com/student/mf-manifest.json' }),
    );
    const page = await get('/jobs');
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self' https://cdn.example.com");
    expect(policy).toContain("connect-src 'self' https://cdn.example.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval|\*/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets API answers do nothing in a browser', async () => {
    const response = await get('/api/v1/job/get');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the docs page framed by nobody', async () => {
    const response = await get('/api/docs/static/index.html');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
