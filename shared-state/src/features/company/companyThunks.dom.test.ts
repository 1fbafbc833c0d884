/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { aCompany } from '../../../test/fixtures';
import { readyStore, startApi } from '../../../test/harness';
import { routes, type TestServer } from '../../../test/httpServer';
import { fetchCompanies, fetchCompany, registerCompany, updateCompany } from './companyThunks';

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

describe('company thunks', () => {
  it('loads the companies and one company', async () => {
    server.handle(
      routes({
        'GET /api/v1/company/get': [200, { success: true, companies: [aCompany({ _id: '1' }), aCompany({ _id: '2' })] }],
        'GET /api/v1/company/get/2': [200, { success: true, company: aCompany({ _id: '2' }) }],
      }),
    );
    const store = await readyStore();

    await store.dispatch(fetchCompanies());
    await store.dispatch(fetchCompany('2'));

    const { company } = store.getState();
    expect(company.companies.map((item) => item._id)).toEqual(['1', '2']);
    expect(company.singleCompany?._id).toBe('2');
  });

  it('registers a company, then updates it, keeping list and single company in step', async () => {
    server.handle(
      routes({
        'POST /api/v1/company/register': [201, { success: true, message: 'Company registered successfully.', company: aCompany({ _id: '3', name: 'Acme' }) }],
        'PUT /api/v1/company/update/3': [200, { success: true, message: 'Company information updated.', company: aCompany({ _id: '3', name: 'Acme Labs' }) }],
      }),
    );
    const store = await readyStore();

    await store.dispatch(registerCompany('Acme'));
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({ companyName: 'Acme' });
    await store.dispatch(updateCompany('3', new FormData()));

    const { company } = store.getState();
    expect(company.singleCompany?.name).toBe('Acme Labs');
    expect(company.companies.map((item) => item.name)).toEqual(['Acme Labs']);
  });
});
