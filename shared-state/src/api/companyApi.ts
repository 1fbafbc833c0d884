import type {
  CompaniesResponse,
  CompanyMutationResponse,
  CompanyRegisterBody,
  CompanyResponse,
} from '@portal/api/contract';
import { http } from './http';
import { uploadConfig, type UploadProgressHandler } from './upload';

export const companyApi = {
  register: (body: CompanyRegisterBody) =>
    http.post<CompanyMutationResponse>('/company/register', body).then((res) => res.data),

  /** The logged-in recruiter's own companies. */
  list: () => http.get<CompaniesResponse>('/company/get').then((res) => res.data),

  get: (id: string) => http.get<CompanyResponse>(`/company/get/${encodeURIComponent(id)}`).then((res) => res.data),

  /** formData: name, description, website, location, optional `file` (logo image). */
  update: (id: string, formData: FormData, onUploadProgress?: UploadProgressHandler) =>
    http
      .put<CompanyMutationResponse>(`/company/update/${encodeURIComponent(id)}`, formData, uploadConfig(onUploadProgress))
      .then((res) => res.data),
};
