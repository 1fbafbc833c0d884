import { profileRefusal } from './profileRefusal';

const refused = (status: number, message: string) => profileRefusal({ status, message });

describe('where a refused profile save is shown', () => {
  it.each([
    [400, 'Full name is required', 'fullname'],
    [400, 'fullname is required', 'fullname'],
    [400, 'Email must be a valid email address', 'email'],
    [400, 'Current password is incorrect.', 'currentPassword'],
    [400, 'Current password is required to change the email.', 'currentPassword'],
    [400, 'Phone number must be a phone number (digits, optionally with +, spaces or dashes)', 'phoneNumber'],
    [400, 'Bio must be at most 1000 characters', 'bio'],
    [400, 'Each skill must be at most 50 characters', 'skills'],
    [400, 'At most 50 skills', 'skills'],
    [413, 'bio is too long', 'bio'],
    [413, 'The file is too large: at most 5 MB.', 'file'],
    [415, 'The file must be a PDF.', 'file'],
    [409, 'User already exists with this email.', 'email'],
  ])('%i "%s": at %s', (status, message, field) => {
    expect(refused(status, message)).toEqual({ field, message });
  });

  it.each([
    [400, 'Expected a multipart/form-data body'],
    [429, 'Too many attempts. Try again in a few minutes.'],
    [500, 'Something went wrong.'],
    [401, 'Your session has ended. Please log in again.'],
  ])('%i "%s": above the form', (status, message) => {
    expect(refused(status, message)).toEqual({ field: null, message });
  });
});
