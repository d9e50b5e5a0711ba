// What in a served HTML page could run script (the stored-XSS checks of pages built from blocks):
// the page is read tag by tag, attribute-aware (a payload escaped into an attribute value such as
// alt="&lt;img onerror=…&gt;" is text, not a tag), with script and style contents apart.

export interface Finding {
  what: string;
  where: string;
}

/** An opening tag: its name and its attributes, quoted values read whole. */
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const RAW_TEXT = /<(script|style)\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*>([\s\S]*?)<\/\1\s*>/gi;
/** Attributes a browser follows as an address. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href', 'srcset', 'cite']);
const SCRIPT_SCHEMES = /^(javascript|vbscript|data):/i;
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json']);

/** An attribute value as the browser reads it: character references decoded, spaces and controls gone. */
function decoded(value: string): string {
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;/gi, '\t')
      .replace(/&newline;/gi, '\n')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      // eslint-disable-next-line no-control-regex
      .replace(/[\s\u0000-\u001f]/g, '')
  );
}

function attributesOf(source: string): Array<[string, string]> {
  return [...source.matchAll(ATTRIBUTE)].map((m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']);
}

function checkAttributes(tag: string, attributes: Array<[string, string]>, findings: Finding[]): void {
  for (const [name, value] of attributes) {
    const where = `<${tag} ${name}="${value.slice(0, 80)}">`;
    if (name.startsWith('on')) findings.push({ what: 'an event-handler attribute', where });
    if (name === 'srcdoc') findings.push({ what: 'an iframe document', where });
    if (URL_ATTRIBUTES.has(name) && SCRIPT_SCHEMES.test(decoded(value))) findings.push({ what: 'a script address', where });
    if (name === 'style' && /javascript:|expression\(/i.test(decoded(value))) findings.push({ what: 'a scripted style', where });
    if (tag === 'meta' && name === 'http-equiv' && /refresh/i.test(value)) findings.push({ what: 'a meta refresh', where });
  }
}

/**
 * Everything in `html` that could run script: an event handler, a script address, an executable
 * script holding `marker` or loaded from elsewhere, a JSON data block a payload broke out of, a
 * style sheet with a script address.
 */
export function scriptFindings(html: string, marker: string): Finding[] {
  const findings: Finding[] = [];
  const rest = html.replace(RAW_TEXT, (_whole, name: string, attributeSource: string, content: string) => {
    const tag = name.toLowerCase();
    const attributes = attributesOf(attributeSource);
    checkAttributes(tag, attributes, findings);
    const type = attributes.find(([key]) => key === 'type')?.[1].toLowerCase() ?? '';
    if (tag === 'style') {
      if (/javascript:|expression\(/i.test(content) || content.includes(marker))
        findings.push({ what: 'a scripted style sheet', where: content.slice(0, 80) });
    } else if (DATA_SCRIPT_TYPES.has(type)) {
      try {
        JSON.parse(content);
      } catch {
        findings.push({ what: 'a data block a payload broke out of', where: content.slice(0, 80) });
      }
    } else {
      const src = attributes.find(([key]) => key === 'src')?.[1];
      if (content.includes(marker)) findings.push({ what: 'an executable script with the payload', where: content.slice(0, 80) });
      if (src !== undefined && !/^\/(?!\/)/.test(src)) findings.push({ what: 'a script from another site', where: src });
    }
    return '';
  });
  for (const m of rest.matchAll(TAG)) checkAttributes(m[1].toLowerCase(), attributesOf(m[2]), findings);
  // A script element the raw-text pass did not close (a payload's unbalanced <script>).
  if (/<script\b/i.test(rest)) findings.push({ what: 'an unclosed script element', where: rest.slice(rest.search(/<script\b/i), 80) });
  return findings;
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}
