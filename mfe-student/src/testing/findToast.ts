import { screen } from '@testing-library/react';

/** The toast (its live region, with any button it offers) showing `message`; the same text may also be shown elsewhere. */
export const findToast = (message: string) => screen.findByText(message, { selector: '[role="status"]' });
