import type { OutgoingMail } from './outbox';

/** What an email says, before it is laid out as HTML and as plain text. */
export type EmailContent = {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
  /** Why the reader got it, and how to stop it when they can. */
  footer: string;
  /** Headers besides the usual ones, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type EmailSite = { name: string; publicUrl: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** One message in two parts, HTML and plain text, every link absolute (PUBLIC_URL). */
export function renderEmail(site: EmailSite, to: string, { subject, paragraphs, action, footer, headers }: EmailContent): OutgoingMail {
  const url = new URL(action.path, site.publicUrl).href;
  const text = [...paragraphs, `${action.label}: ${url}`, '', '--', `${site.name}. ${footer}`].join('\n\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#374151">
<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escapeHtml(subject)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:#6A38C2;color:#ffffff;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:32px 0 0;font-size:12px;color:#6b7280">${escapeHtml(site.name)}. ${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html, ...(headers && { headers }) };
}
