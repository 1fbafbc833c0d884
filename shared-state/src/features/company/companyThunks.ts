import type { CompaniesResponse, CompanyMutationResponse, CompanyResponse } from '@portal/api/contract';
import { companyApi } from '../../api/companyApi';
import type { UploadProgressHandler } from '../../api/upload';
import type { AppThunk } from '../../store/thunk';
import { companySaved, setCompanies, setSingleCompany } from './companySlice';

export const fetchCompanies = (): AppThunk<CompaniesResponse> => async (dispatch) => {
  const response = await companyApi.list();
  dispatch(setCompanies(response.companies));
  return response;
};

export const fetchCompany =
  (id: string): AppThunk<CompanyResponse> =>
  async (dispatch) => {
    const response = await companyApi.get(id);
    dispatch(setSingleCompany(response.company));
    return response;
  };

export const registerCompany =
  (companyName: string): AppThunk<CompanyMutationResponse> =>
  async (dispatch) => {
    const response = await companyApi.register({ companyName });
    dispatch(companySaved(response.company));
    return response;
  };

export const updateCompany =
  (id: string, formData: FormData, onUploadProgress?: UploadProgressHandler): AppThunk<CompanyMutationResponse> =>
  async (dispatch) => {
    const response = await companyApi.update(id, formData, onUploadProgress);
    dispatch(companySaved(response.company));
    return response;
  };
