import type { ReactNode } from 'react';
import { createPortalStore } from '@portal/shared-state';
import { serverAnswersInPage } from '../config/serverAnswers';
import { hydratePage } from './hydratePage';
import { renderPage } from './renderPage';

/**
 * Starts `app` with the page's one store: taking over the server's markup when the server
 * rendered the page (its answers are in the page) and `hydrate` allows it, otherwise rendering
 * it from a store restored from localStorage, replacing any markup.
 */
export function startPage(app: ReactNode, { hydrate = true }: { hydrate?: boolean } = {}): void {
  const answers = hydrate ? serverAnswersInPage() : undefined;
  if (answers) void hydratePage(app, answers);
  else renderPage(app, createPortalStore());
}
