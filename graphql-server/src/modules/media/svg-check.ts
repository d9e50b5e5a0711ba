// SVG is XML that can carry scripts, event handlers, links to other documents and entity
// expansions. Rather than rewrite such a file (and keep something the editor did not upload),
// an SVG holding any of them is refused (decision 0024); what is accepted is still served with a
// sandboxing Content-Security-Policy (media.routes.ts), and public pages show its raster variants.

/** Constructs that make an SVG active or let it reach outside itself. */
const ACTIVE_CONTENT: readonly RegExp[] = [
  /<\s*script/i,
  /<\s*(?:foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i,
  /<!(?:DOCTYPE|ENTITY)/i,
  /<\?xml-stylesheet/i,
  // Event handler attributes: onload=, onclick=, ...
  /[\s"'/]on[a-z]+\s*=/i,
  // Links anywhere but to a fragment of the same document (#id).
  /\b(?:xlink:)?href\s*=\s*(?!["']\s*#)/i,
  /attributeName\s*=\s*["']?\s*(?:xlink:)?href/i,
  /@import/i,
  /url\(\s*["']?\s*(?!#)/i,
  /(?:java|vb)script\s*:/i,
  /data\s*:\s*text\/html/i,
];

/** True when the SVG text contains nothing active or external. */
export function isInertSvg(text: string): boolean {
  return !ACTIVE_CONTENT.some((pattern) => pattern.test(text));
}
