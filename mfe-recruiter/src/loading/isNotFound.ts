/**
 * Whether a failed call was answered 404: the API says so both for what does not exist and
 * for what belongs to another recruiter (it never leaks which), so screens say "not found".
 */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('response' in error)) return false;
  const { response } = error as { response?: { status?: unknown } };
  return response?.status === 404;
}
