import { manifestsFetchedEarly } from './manifestsFetchedEarly';

// jsdom has neither; the plugin only needs an answer to read and one to hand over.
class FakeResponse {}
const fetchMock = jest.fn();
Object.assign(globalThis, { fetch: fetchMock, Response: FakeResponse });

const AUTH = '/remotes/auth/mf-manifest.json';
const STUDENT = '/remotes/student/mf-manifest.json';
const absolute = (url: string) => new URL(url, document.baseURI).href;

describe('manifestsFetchedEarly', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async (url: string) => ({ json: async () => ({ name: url }) }));
  });

  it('fetches every manifest at once', () => {
    manifestsFetchedEarly([AUTH, STUDENT]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([AUTH, STUDENT]);
  });

  it('hands the runtime an answer already read, once', async () => {
    const plugin = manifestsFetchedEarly([AUTH]);
    const answer = await plugin.fetch!(absolute(AUTH), {});
    expect(answer).toBeInstanceOf(FakeResponse);
    await expect((answer as Response).json()).resolves.toEqual({ name: AUTH });
    // Retry after a failure goes back to the network.
    expect(plugin.fetch!(absolute(AUTH), {})).toBeUndefined();
  });

  it('leaves other requests to the runtime', () => {
    expect(manifestsFetchedEarly([AUTH]).fetch!(absolute(STUDENT), {})).toBeUndefined();
  });

  it('hands over a failure as the runtime would have met it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const plugin = manifestsFetchedEarly([AUTH]);
    await expect(plugin.fetch!(absolute(AUTH), {})).rejects.toThrow('Failed to fetch');
  });
});

describe('manifestsFetchedEarly with manifests the server put in the page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => ({ json: async () => ({ name: url }) }));
  });

  it('fetches only the manifests the page does not carry', () => {
    manifestsFetchedEarly([AUTH, STUDENT], { [STUDENT]: { name: 'student from the page' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([AUTH]);
  });

  it('hands over the page\'s copy once, then leaves it to the network', async () => {
    const plugin = manifestsFetchedEarly([], { [STUDENT]: { name: 'student from the page' } });
    await expect(((await plugin.fetch!(absolute(STUDENT), {})) as Response).json()).resolves.toEqual({ name: 'student from the page' });
    expect(plugin.fetch!(absolute(STUDENT), {})).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
