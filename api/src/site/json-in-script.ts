// Inside a <script> element only "</" (and an HTML comment opener) could end it early.
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/** JSON to put inside a <script> element. */
export const jsonInScript = (value: unknown) => scriptSafe(JSON.stringify(value));

/** A JSON data block holding `json` (JSON text): data, not a script, so the page's CSP (script-src 'self') allows it. */
export const jsonDataBlock = (id: string, json: string) => `<script type="application/json" id="${id}">${scriptSafe(json)}</script>`;

export const dataBlock = (id: string, value: unknown) => jsonDataBlock(id, JSON.stringify(value));
