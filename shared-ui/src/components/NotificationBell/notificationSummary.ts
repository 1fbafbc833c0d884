/** What the design system shows of one notification; the app maps its data to this. */
export type NotificationSummary = {
  id: string;
  title: string;
  body: string;
  /** A path of this site, followed with the router. */
  link: string;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
};
