import { createPortalStore } from '@portal/shared-state';
import { memoryStorage } from '@portal/shared-state/testing';
import { preloadScreen } from '../remotes';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { logInAs } from '../testing';
import { warmUpFirstScreen, warmUpOnIntent } from '.';

jest.mock('../remotes', () => ({ preloadScreen: jest.fn() }));

const preloaded = () => jest.mocked(preloadScreen).mock.calls;

async function storeWith(user: ReturnType<typeof aStudent> | null) {
  const { store, persistor } = createPortalStore({ storage: memoryStorage() });
  if (user) await logInAs(store, user);
  return { store, persistor };
}

const restored = ({ persistor }: Awaited<ReturnType<typeof storeWith>>) =>
  new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });

describe('warmUpFirstScreen', () => {
  it("loads the page's screen once the persisted user is restored", async () => {
    const site = await storeWith(null);
    warmUpFirstScreen('/description/42', site.store, site.persistor);
    await restored(site);
    expect(preloaded()).toEqual([['student', 'JobDescription']]);
  });

  it('ranks routes as the router does', async () => {
    const site = await storeWith(aRecruiter());
    await restored(site);
    warmUpFirstScreen('/admin/companies/create', site.store, site.persistor);
    expect(preloaded()).toEqual([['recruiter', 'CompanyCreate']]);
  });

  it.each([
    ['a visitor', null, '/admin/jobs'],
    ['a recruiter', aRecruiter(), '/'],
    ['a student', aStudent(), '/login'],
  ])('loads nothing for %s its guard sends elsewhere (%s)', async (_who, user, path) => {
    const site = await storeWith(user);
    await restored(site);
    warmUpFirstScreen(path, site.store, site.persistor);
    expect(preloaded()).toEqual([]);
  });

  it('loads nothing for a path without a screen', async () => {
    const site = await storeWith(null);
    await restored(site);
    warmUpFirstScreen('/no/such/page', site.store, site.persistor);
    expect(preloaded()).toEqual([]);
  });
});

describe('warmUpOnIntent', () => {
  beforeAll(async () => {
    const { store } = await storeWith(aStudent());
    warmUpOnIntent(document, store);
  });

  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.innerHTML = '<span>go</span>';
    document.body.append(anchor);
    return anchor;
  };

  afterEach(() => document.body.replaceChildren());

  it("loads a link's screen when the pointer reaches the link, or something in it", () => {
    link('/profile').firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded()).toEqual([['student', 'Profile']]);
  });

  it('loads it when the link gets the focus', () => {
    link('/browse?keyword=react').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preloaded()).toEqual([['student', 'Browse']]);
  });

  it("ignores links elsewhere and screens the user's guard would not show", () => {
    link('https://elsewhere.example/jobs').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/admin/jobs').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded()).toEqual([]);
  });
});
