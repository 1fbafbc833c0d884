import { SITE_NAME } from '../../site-name';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** What a reader sees after clicking an alert email's unsubscribe link: a plain page that needs no script, no style and no login. */
export const unsubscribedPage = (keyword: string | null) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${keyword === null ? 'Link already used' : 'Unsubscribed'} · ${SITE_NAME}</title></head>
<body>
<main>
<h1>${keyword === null ? 'This link was already used' : 'You are unsubscribed'}</h1>
<p>${
  keyword === null
    ? 'This unsubscribe link was already used, or it is not valid. You can see and delete your alerts on your profile.'
    : `You will get no more emails for the job alert “${escapeHtml(keyword)}”.`
}</p>
<p><a href="/">Back to ${SITE_NAME}</a></p>
</main></body></html>`;
