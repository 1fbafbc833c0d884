import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';

export const NotificationKindSchema = z.enum(['application.received', 'application.status', 'application.withdrawn', 'job.closed', 'alert.match', 'interview.proposed', 'applications.waiting']);

export const NotificationSchema = z.object({
  _id: IdSchema,
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().describe('A site path, e.g. /description/42'),
  read: z.boolean(),
  createdAt: TimestampSchema,
});

export type NotificationKind = z.infer<typeof NotificationKindSchema>;
export type Notification = z.infer<typeof NotificationSchema>;
