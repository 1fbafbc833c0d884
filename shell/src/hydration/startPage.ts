import type { ReactNode } from 'react';
import { createPortalStore } from '@portal/shared-state';
import { serverAnswersInPage } from '../config/serverAnswers';
import { hydratePage } from './hydratePage';
import { renderPage } from './renderPage';

/**
 * Starts `app` with the page's one store: taking over the server's markup when the server
 * rendered the page (its answers are in the page), otherwise rendering it from a store
 * restored from localStorage.
 */
export function startPage(app: ReactNode): void {
  const answers = serverAnswersInPage();
  if (answers) void hydratePage(app, answers);
  else renderPage(app, createPortalStore());
}
