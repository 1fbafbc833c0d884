import { SESSION_HINT_COOKIE } from '@portal/contract/session-hint';

/** Gives the test's document the session hint the API sets beside its session cookie, as a tab whose storage was cleared still holds it. */
export function holdSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
}

/** Takes the hint away again: for an afterEach, as the document outlives a test. */
export function dropSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
