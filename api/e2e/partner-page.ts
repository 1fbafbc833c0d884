import http from 'node:http';

/**
 * A third-party job board on its own origin, written against the API's call table: a page
 * whose script calls the portal's API with the browser's credentials, as such clients do.
 */
export function partnerPage(apiOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Partner job board</title></head>
<body>
<main>
  <h1>Partner job board</h1>
  <img id="logo" alt="Company logo" width="96" height="96">
  <p><a id="resume" href="#">Open the resume</a></p>
</main>
<script>
  const API = ${JSON.stringify(`${apiOrigin}/api/v1`)};
  async function call(method, path, body) {
    const init = { method, credentials: 'include' };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) Object.assign(init, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const response = await fetch(API + path, init);
    return { status: response.status, body: await response.json() };
  }
  function form(fields, file) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    if (file) data.append('file', new Blob([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], { type: file.type }), file.name);
    return data;
  }
  window.partner = { call, form };
</script>
</body>
</html>`;
}

export type PartnerSite = { origin: string; close(): Promise<void> };

/** Serves the partner page on a port of its own: another origin than the API's. */
export async function servePartnerPage(apiOrigin: string, port: number): Promise<PartnerSite> {
  const page = partnerPage(apiOrigin);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
