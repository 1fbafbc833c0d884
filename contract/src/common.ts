import { z } from 'zod';

export const IdSchema = z.string().describe('Identifier (a string of digits)');
export const TimestampSchema = z.string().describe('ISO-8601 timestamp');

export const ErrorResponseSchema = z
  .object({ success: z.literal(false), message: z.string() })
  .describe('Every error: a human-readable message, never a stack trace');

export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
