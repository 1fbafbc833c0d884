import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Company } from '@portal/api/contract';
import { loggedOut } from '../session/sessionActions';

export interface CompanyState {
  singleCompany: Company | null;
  companies: Company[];
  searchCompanyByText: string;
}

export const initialCompanyState: CompanyState = {
  singleCompany: null,
  companies: [],
  searchCompanyByText: '',
};

const companySlice = createSlice({
  name: 'company',
  initialState: initialCompanyState,
  reducers: {
    setSingleCompany(state, action: PayloadAction<Company | null>) {
      state.singleCompany = action.payload;
    },
    setCompanies(state, action: PayloadAction<Company[]>) {
      state.companies = action.payload;
    },
    /** A company registered or updated: it becomes the single company and is upserted in the list. */
    companySaved(state, action: PayloadAction<Company>) {
      state.singleCompany = action.payload;
      const index = state.companies.findIndex((company) => company._id === action.payload._id);
      if (index === -1) state.companies.push(action.payload);
      else state.companies[index] = action.payload;
    },
    setSearchCompanyByText(state, action: PayloadAction<string>) {
      state.searchCompanyByText = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialCompanyState);
  },
});

export const { setSingleCompany, setCompanies, companySaved, setSearchCompanyByText } = companySlice.actions;
export const companyReducer = companySlice.reducer;
