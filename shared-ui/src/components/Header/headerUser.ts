/** What the header shows of the logged-in user: their links by role, and the account menu. */
export type HeaderUser = {
  fullname: string;
  role: string;
  profile: { bio?: string; profilePhoto?: string };
};
