import { ErrorResponseSchema } from '@portal/contract';

/** The error statuses a route can answer, for its response schema and the OpenAPI description. */
export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema]));
