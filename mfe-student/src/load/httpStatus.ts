/** The HTTP status a failed API call was answered with; undefined when no answer came. */
export function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' ? response.status : undefined;
}
