import { API_PREFIX } from '../../http/api-prefix';
import type { EmailContent, EmailSite } from '../../mail/email-content';

/**
 * Every alert email says which alert sent it and carries its unsubscribe link (no login
 * needed), in the footer and as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so a
 * mail app can offer its own unsubscribe button that POSTs to the link.
 */
export function alertMail(site: EmailSite, alert: { keyword: string; unsubscribe_token: string }): Pick<EmailContent, 'footer' | 'headers'> {
  const link = new URL(`${API_PREFIX}/alert/unsubscribe?token=${encodeURIComponent(alert.unsubscribe_token)}`, site.publicUrl).href;
  return {
    footer: `You get this email for your job alert "${alert.keyword}". Unsubscribe: ${link}`,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
