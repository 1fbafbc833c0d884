/** What the API logs for a failed render: the stack when there is one. */
export const errorText = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));
