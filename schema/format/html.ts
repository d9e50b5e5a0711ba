// Escaping text for HTML, once: the downloadable reports (web/src/domain/report.ts), the lead
// e-mails (graphql-server modules/delivery/lead-mail.ts) and the server-rendered page template
// (graphql-server http/ssr.ts) all put visitor or editor text into HTML.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** JSON that is safe inside a `<script type="application/json">` element (the page's hydration state, a no-JS form's state). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
