import fs from 'node:fs';
import path from 'node:path';
import { SITE_NAME } from '@portal/site/page-titles';
import type { Access } from '../guards/access';
import { mayVisit } from '../guards/mayVisit';
import { NOTIFICATIONS_PATH } from '../notifications/paths';
import type { RemoteName } from '../remotes';
import { PAGE_ROUTES, SCREEN_ROUTES } from './screenRoutes';

const REMOTE_PACKAGES: Record<RemoteName, string> = { auth: 'mfe-auth', student: 'mfe-student', recruiter: 'mfe-recruiter' };

/** The screens a remote exposes: its one list, which its webpack `exposes` is built from. */
const exposedScreens = (remote: RemoteName): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../..', REMOTE_PACKAGES[remote], 'src/exposed-screens.json'), 'utf8'));

// Records, so the compiler fails here when a remote or an access rule is added and not listed.
const ACCESS_RULES: Record<Access, true> = { anyone: true, guest: true, recruiter: true, notRecruiter: true, student: true, user: true };

describe('the route table', () => {
  it.each(PAGE_ROUTES.map((route) => [route.path, route]))('%s names an access rule and a title of the site', (_path, route) => {
    expect(route.path).toMatch(/^\//);
    expect(Object.keys(ACCESS_RULES)).toContain(route.access);
    expect(route.title).toContain(SITE_NAME);
  });

  it('asks search engines to list only the pages a visitor may see, never a one-off link', () => {
    const indexed = PAGE_ROUTES.filter((route) => route.indexed).map(({ path }) => path);
    expect(indexed).toEqual(['/', '/jobs', '/browse', '/description/:id', '/company/:id']);
    for (const route of PAGE_ROUTES) expect(typeof route.indexed).toBe('boolean');
  });

  it("says what each public page shows: a record's page names it by its :id, and only visitors' pages show the database", () => {
    const shows = Object.fromEntries(PAGE_ROUTES.filter((route) => route.shows !== undefined).map(({ path, shows }) => [path, shows]));
    expect(shows).toEqual({ '/': 'listing', '/jobs': 'listing', '/browse': 'listing', '/description/:id': 'job', '/company/:id': 'company' });
    for (const route of PAGE_ROUTES.filter(({ shows }) => shows !== undefined)) {
      expect(mayVisit(route.access, null)).toBe(true);
      if (route.shows !== 'listing') expect(route.path).toMatch(/\/:id(\/|$)/);
    }
  });

  it("describes the listings in their heads; a record's page is described by its record", () => {
    const described = PAGE_ROUTES.filter(({ description }) => description !== undefined);
    expect(described.map(({ path }) => path)).toEqual(['/', '/jobs', '/browse']);
    for (const { description } of described) expect(description).toMatch(/^\S.{20,159}$/);
  });

  it('lists each path once', () => {
    expect(new Set(PAGE_ROUTES.map(({ path }) => path)).size).toBe(PAGE_ROUTES.length);
  });

  it('gives the notifications to the shell, for logged-in users', () => {
    expect(PAGE_ROUTES.find(({ path }) => path === NOTIFICATIONS_PATH)).toEqual({ path: NOTIFICATIONS_PATH, owner: 'shell', indexed: false, access: 'user', title: 'Notifications · JobPortal' });
  });
});

describe('the route table against what the remotes expose', () => {
  it.each(SCREEN_ROUTES.map((route) => [route.path, route]))('%s names a known remote', (_path, route) => {
    expect(Object.keys(REMOTE_PACKAGES)).toContain(route.remote);
  });

  it.each(SCREEN_ROUTES.map((route) => [route.path, route]))('%s names a screen its remote exposes', (_path, route) => {
    expect(Object.keys(exposedScreens(route.remote))).toContain(route.screen);
  });

  // A visitor's page fetches the manifest of every remote with a screen they may open (src/index.ts).
  it('gives the recruiter remote no screen a visitor may open, so a visitor fetches nothing of it', () => {
    const openToVisitors = SCREEN_ROUTES.filter(({ access }) => mayVisit(access, null));
    expect(openToVisitors.filter(({ remote }) => remote === 'recruiter').map(({ path }) => path)).toEqual([]);
  });

  it.each(Object.keys(REMOTE_PACKAGES) as RemoteName[])('every screen %s exposes exists and is routed', (remote) => {
    for (const [screen, file] of Object.entries(exposedScreens(remote))) {
      expect(fs.existsSync(path.join(__dirname, '../../..', REMOTE_PACKAGES[remote], 'src', file))).toBe(true);
      expect(SCREEN_ROUTES.filter((route) => route.remote === remote).map((route) => route.screen)).toContain(screen);
    }
  });
});
