import type { RouteObject } from 'react-router-dom';
import { createPortalStore } from '@portal/shared-state';
import { serverAnswersInPage } from '../config/serverAnswers';
import { hydratePage } from './hydratePage';
import { renderPage } from './renderPage';

/**
 * Starts the page of `routes` (appRoutes) with its one store: taking over the server's markup when the server
 * rendered the page (its answers are in the page) and `hydrate` allows it, otherwise rendering
 * it from a store restored from localStorage, replacing any markup.
 */
export function startPage(routes: RouteObject[], { hydrate = true }: { hydrate?: boolean } = {}): void {
  const answers = hydrate ? serverAnswersInPage() : undefined;
  if (answers) void hydratePage(routes, answers);
  else renderPage(routes, createPortalStore());
}
