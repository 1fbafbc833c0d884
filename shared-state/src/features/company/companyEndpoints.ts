import type { CompaniesResponse, CompanyMutationResponse, CompanyProfileResponse, CompanyRegisterBody, CompanyResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';
import type { UploadProgressHandler } from '../../api/upload';

export const companyEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in recruiter's own companies. */
    companies: build.query<CompaniesResponse, void>({
      query: () => ({ url: '/company/get' }),
      providesTags: ['Companies'],
    }),

    company: build.query<CompanyResponse, string>({
      query: (id) => ({ url: `/company/get/${encodeURIComponent(id)}` }),
      providesTags: (_answer, _error, id) => [{ type: 'Company', id }],
    }),

    /** A company's public page: its details and open jobs (anyone). */
    companyProfile: build.query<CompanyProfileResponse, string>({
      query: (id) => ({ url: `/company/profile/${encodeURIComponent(id)}` }),
      providesTags: (_answer, _error, id) => [{ type: 'Company', id }],
    }),

    registerCompany: build.mutation<CompanyMutationResponse, CompanyRegisterBody>({
      query: (body) => ({ url: '/company/register', method: 'POST', body }),
      invalidatesTags: ['Companies'],
    }),

    /** Fields: name, description, website, location, optional `file` (logo image). */
    updateCompany: build.mutation<CompanyMutationResponse, { id: string; form: FormData; onProgress?: UploadProgressHandler }>({
      query: ({ id, form, onProgress }) => ({
        url: `/company/update/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: form,
        upload: { onProgress },
      }),
      // Every job shows its company's name and logo.
      invalidatesTags: (_answer, _error, { id }) => ['Companies', { type: 'Company', id }, 'AdminJobs', 'Job', 'JobSearch', 'AppliedJobs'],
    }),
  }),
});

export const { useCompaniesQuery, useCompanyQuery, useCompanyProfileQuery, useRegisterCompanyMutation, useUpdateCompanyMutation } = companyEndpoints;
