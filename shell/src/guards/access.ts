/**
 * Who may see a route (spec section 2): anyone; only a visitor arriving logged out; only a
 * recruiter; anyone but a recruiter (the home page, whose recruiter version is elsewhere);
 * only a student (their profile: visitors log in first); or any logged-in user (settings).
 */
export type Access = 'anyone' | 'guest' | 'recruiter' | 'notRecruiter' | 'student' | 'user';
