import { screen } from '@testing-library/react';

/** The toast showing `message` (the same text may also be shown by a field). */
export const findToast = (message: string) => screen.findByText(message, { selector: '[role="status"]' });
