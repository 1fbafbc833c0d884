import { API_PREFIX } from '../../http/api-prefix';
import type { EmailSite } from '../../mail/email-content';

/** Every alert email says which alert sent it and carries its one-click unsubscribe link (no login needed). */
export const alertFooter = (site: EmailSite, alert: { keyword: string; unsubscribe_token: string }) =>
  `You get this email for your job alert "${alert.keyword}". Unsubscribe with one click: ${
    new URL(`${API_PREFIX}/alert/unsubscribe?token=${encodeURIComponent(alert.unsubscribe_token)}`, site.publicUrl).href
  }`;
