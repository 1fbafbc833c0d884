/** Data for end-to-end specs, created through the API as a client would. */
export type Account = {
  email: string;
  password: string;
  fullname: string;
  role: 'student' | 'recruiter';
  /** The session cookie, as a Cookie header for API calls. */
  cookie: string;
  /** Every cookie the login set (the session's and its hint for the page's scripts), for a browser that is to hold the session. */
  browserCookies: { name: string; value: string }[];
};

let sequence = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}@example.com`;

export async function createAccount(baseUrl: string, role: Account['role'], fullname = `E2E ${role}`): Promise<Account> {
  const email = uniqueEmail(role);
  const password = 'correct horse battery';
  const form = new FormData();
  Object.entries({ fullname, email, phoneNumber: '9876543210', password, role }).forEach(([key, value]) => form.append(key, value));
  const registered = await fetch(`${baseUrl}/api/v1/user/register`, { method: 'POST', body: form });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role }),
  });
  const browserCookies = login.headers.getSetCookie().map((line) => {
    const [name = '', ...value] = line.split(';')[0]!.split('=');
    return { name, value: value.join('=') };
  });
  const session = browserCookies.find(({ name }) => name === 'token');
  if (!session) throw new Error(`login: ${login.status} ${await login.text()}`);
  return { email, password, fullname, role, cookie: `token=${session.value}`, browserCookies };
}

export async function callApi<T = Record<string, unknown>>(baseUrl: string, account: Account, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { cookie: account.cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
