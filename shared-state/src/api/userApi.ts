import type { LoginBody, LoginResponse, MessageResponse, ProfileUpdateResponse } from '@portal/api/contract';
import { http } from './http';
import { uploadConfig, type UploadProgressHandler } from './upload';

export const userApi = {
  /** Sets the httpOnly session cookie. */
  login: (body: LoginBody) => http.post<LoginResponse>('/user/login', body).then((res) => res.data),

  /** formData: fullname, email, phoneNumber, password, role, optional `file` (profile photo). */
  register: (formData: FormData, onUploadProgress?: UploadProgressHandler) =>
    http.post<MessageResponse>('/user/register', formData, uploadConfig(onUploadProgress)).then((res) => res.data),

  logout: () => http.get<MessageResponse>('/user/logout').then((res) => res.data),

  /** formData: fullname, email, phoneNumber, bio, skills (comma-separated), optional `file` (PDF resume). */
  updateProfile: (formData: FormData, onUploadProgress?: UploadProgressHandler) =>
    http
      .post<ProfileUpdateResponse>('/user/profile/update', formData, uploadConfig(onUploadProgress))
      .then((res) => res.data),
};
