import { SITE_NAME } from '../../site-name';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The pages of an alert email's unsubscribe link: plain HTML that needs no script, no style and no login, and fits any screen. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} · ${SITE_NAME}</title></head>
<body>
<main>
${body}
<p><a href="/">Back to ${SITE_NAME}</a></p>
</main></body></html>`;

/**
 * What the link opens: a question and a button. Only the button (a POST to the same link)
 * unsubscribes, so a mail scanner or a link preview that opens the link changes nothing.
 */
export const unsubscribePage = (keyword: string, token: string) =>
  page(
    'Unsubscribe',
    `<h1>Unsubscribe from this job alert?</h1>
<p>You get emails for your job alert “${escapeHtml(keyword)}”. Unsubscribe to stop them; you can make a new alert at any time.</p>
<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Unsubscribe</button></form>`,
  );

/** After the button, or for a link that no longer names an alert (`null`). */
export const unsubscribedPage = (keyword: string | null) =>
  keyword === null
    ? page(
        'Link already used',
        `<h1>This link was already used</h1>
<p>This unsubscribe link was already used, or it is not valid. You can see and delete your alerts on your profile.</p>`,
      )
    : page('Unsubscribed', `<h1>You are unsubscribed</h1>
<p>You will get no more emails for the job alert “${escapeHtml(keyword)}”.</p>`);
