// SVG is XML that can carry scripts, event handlers, links to other documents and entity
// expansions, and it is a program for the renderer: nested <use> multiplies its elements and a
// filter's cost grows with its canvas. An upload is judged in three passes (decisions 0024, 0055):
// 1. the raw text, for what no image needs (DOCTYPE, entities, stylesheets by processing instruction);
// 2. a real XML parse, where every element and attribute is judged by its local name (a prefix such
//    as `<s:script>` changes nothing) and CSS escapes are decoded before CSS is judged: anything
//    active or external refuses the file; anything outside the SVG allow-list (editors' metadata,
//    comments) is dropped;
// 3. its cost: elements after <use> expansion, <use> nesting, filter primitives and their
//    parameters against the canvas — refused before anything is rendered.
// What is stored (and rendered) is the re-serialised, sanitised document. Accepted SVGs are still
// served with a sandboxing Content-Security-Policy (media.routes.ts).
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** Raw-text constructs refused before parsing (the parser would expand or ignore them). */
const RAW_REFUSED: readonly RegExp[] = [/<!(?:DOCTYPE|ENTITY)/i, /<\?xml-stylesheet/i];

/** Elements that make an SVG active or embed another document, whatever their prefix. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'handler', 'listener']);

/** The SVG elements kept; every other element (with its content) is dropped. */
const ALLOWED_ELEMENTS = new Set(
  (
    'svg g defs symbol use switch a path rect circle ellipse line polyline polygon text tspan textPath title desc ' +
    'linearGradient radialGradient stop pattern clipPath mask marker style view ' +
    'animate animateTransform animateMotion mpath set filter feBlend feColorMatrix feComponentTransfer ' +
    'feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood ' +
    'feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset ' +
    'fePointLight feSpecularLighting feSpotLight feTile feTurbulence'
  ).split(' '),
);
/** Filter children that are parameters, not passes over the canvas. */
const FILTER_PARAMETERS = new Set([
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feMergeNode',
  'feDistantLight',
  'fePointLight',
  'feSpotLight',
]);

/** Complexity limits: far above what a logo, chart or illustration needs. */
export const SVG_LIMITS = {
  /** Elements in the document. */
  elements: 10_000,
  /** Elements once every <use> is expanded. */
  expandedElements: 20_000,
  /** <use> that refers to something holding <use> ... */
  useDepth: 4,
  /** Filter primitives in the document. */
  filterPrimitives: 32,
  /** feGaussianBlur's and feDropShadow's stdDeviation, feMorphology's radius. */
  filterRadius: 100,
  /** feTurbulence's numOctaves. */
  octaves: 8,
  /** feConvolveMatrix's order. */
  convolveOrder: 9,
  /** Width or height of the canvas, in pixels. */
  canvasSide: 16_384,
  /** Pixels of a canvas that carries filters. */
  filteredCanvasPixels: 16_000_000,
};

export type SvgVerdict =
  | { ok: true; svg: string }
  | { ok: false; problem: 'active' }
  | { ok: false; problem: 'complex'; reason: string }
  | { ok: false; problem: 'broken' };

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };
/** Where the parser keeps CDATA sections (kept as such, so a stylesheet's `<` stays valid XML). */
const CDATA = '#cdata';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
});
const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  suppressEmptyNode: true,
  cdataPropName: CDATA,
});

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const nameOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ':@')!;

/** CSS with its escapes decoded (`u\72l(` is `url(`), so the checks see what the renderer sees. */
export function decodeCssEscapes(text: string): string {
  return text.replace(/\\(?:([0-9a-f]{1,6})\s?|([^\n0-9a-f]))/gi, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : char!,
  );
}

/** CSS (a <style> element or a style-bearing attribute) that loads or runs something. */
function isActiveCss(text: string): boolean {
  const css = decodeCssEscapes(text).replace(/\/\*[\s\S]*?\*\//g, '');
  return /@import|expression\s*\(|(?:java|vb)script\s*:|url\(\s*["']?\s*(?!#)/i.test(css);
}

class Refused extends Error {
  constructor(readonly verdict: SvgVerdict & { ok: false }) {
    super(verdict.problem);
  }
}
const active = () => new Refused({ ok: false, problem: 'active' });
const complex = (reason: string) => new Refused({ ok: false, problem: 'complex', reason });

/** Keep the allowed attributes of an element; refuse active ones. */
function cleanAttributes(attributes: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const local = localName(name).toLowerCase();
    if (local.startsWith('on')) throw active();
    if (local === 'href' && !/^\s*#/.test(value)) throw active();
    if (local === 'attributename' && /href/i.test(value)) throw active();
    if (/(?:java|vb)script\s*:|data\s*:\s*text\/html/i.test(value) || isActiveCss(value)) throw active();
    // Editors' own attributes (inkscape:, sodipodi:, ...) and their namespace declarations go.
    const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
    if (prefix && prefix !== 'xlink' && prefix !== 'xml' && !(prefix === 'xmlns' && local === 'xlink')) continue;
    kept[name] = value.replace(/"/g, '&quot;');
  }
  return kept;
}

/** Walk and sanitise the tree; the allowed elements are returned with their cleaned attributes. */
function sanitise(nodes: XmlNode[], count: { elements: number }, ids: Map<string, XmlNode>, inStyle = false): XmlNode[] {
  const kept: XmlNode[] = [];
  for (const node of nodes) {
    const name = nameOf(node);
    if (name === '#text' || name === CDATA) {
      const text = name === CDATA ? (node[CDATA] as XmlNode[]).map((part) => String(part['#text'] ?? '')).join('') : String(node['#text']);
      if (inStyle && isActiveCss(text)) throw active();
      kept.push(node);
      continue;
    }
    if (ACTIVE_ELEMENTS.has(localName(name).toLowerCase())) throw active();
    if (++count.elements > SVG_LIMITS.elements) throw complex(`more than ${SVG_LIMITS.elements.toLocaleString('en-US')} elements`);
    // Judged even where dropped: an SVG that tries anything active is refused, not quietly mended.
    const attributes = cleanAttributes(node[':@'] ?? {});
    const children = sanitise(node[name] as XmlNode[], count, ids, name === 'style');
    if (!ALLOWED_ELEMENTS.has(name)) continue;
    const clean: XmlNode = { [name]: children };
    if (Object.keys(attributes).length > 0) clean[':@'] = attributes;
    if (attributes.id !== undefined) ids.set(attributes.id, clean);
    kept.push(clean);
  }
  return kept;
}

const numbers = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
const over = (values: number[], limit: number) => values.some((v) => !Number.isFinite(v) || Math.abs(v) > limit);

/** Refuse filters whose cost is out of proportion; the number of primitives. */
function checkFilter(name: string, attributes: Record<string, string>): number {
  if (name === 'feGaussianBlur' || name === 'feDropShadow' || name === 'feMorphology') {
    const radius = numbers(name === 'feMorphology' ? attributes.radius : attributes.stdDeviation);
    if (over(radius, SVG_LIMITS.filterRadius)) throw complex(`a filter radius (${name}) above ${SVG_LIMITS.filterRadius}`);
  }
  if (name === 'feTurbulence' && over(numbers(attributes.numOctaves), SVG_LIMITS.octaves)) {
    throw complex(`an feTurbulence with more than ${SVG_LIMITS.octaves} octaves`);
  }
  if (name === 'feConvolveMatrix' && over(numbers(attributes.order), SVG_LIMITS.convolveOrder)) {
    throw complex(`an feConvolveMatrix of order above ${SVG_LIMITS.convolveOrder}`);
  }
  return name.startsWith('fe') && !FILTER_PARAMETERS.has(name) ? 1 : 0;
}

/** Elements after <use> expansion (refused beyond the limits), and the filter primitives. */
function measure(nodes: XmlNode[], ids: Map<string, XmlNode>): { expanded: number; filters: number } {
  const memo = new Map<XmlNode, { size: number; depth: number }>();
  const visiting = new Set<XmlNode>();
  let filters = 0;
  const sizeOf = (node: XmlNode): { size: number; depth: number } => {
    const known = memo.get(node);
    if (known) return known;
    if (visiting.has(node)) throw complex('a <use> that refers to itself');
    visiting.add(node);
    const name = nameOf(node);
    const attributes = node[':@'] ?? {};
    filters += checkFilter(name, attributes);
    let size = 1;
    let depth = 0;
    for (const child of node[name] as XmlNode[]) {
      if (nameOf(child) === '#text' || nameOf(child) === CDATA) continue;
      const inner = sizeOf(child);
      size += inner.size;
      depth = Math.max(depth, inner.depth);
    }
    const href = Object.entries(attributes).find(([key]) => localName(key) === 'href')?.[1];
    const target = name === 'use' && href ? ids.get(href.trim().slice(1)) : undefined;
    if (target) {
      const inner = sizeOf(target);
      size += inner.size;
      depth = Math.max(depth, inner.depth + 1);
    }
    if (depth > SVG_LIMITS.useDepth) throw complex(`<use> nested more than ${SVG_LIMITS.useDepth} levels deep`);
    if (size > SVG_LIMITS.expandedElements) {
      throw complex(`more than ${SVG_LIMITS.expandedElements.toLocaleString('en-US')} elements once <use> is expanded`);
    }
    visiting.delete(node);
    const result = { size, depth };
    memo.set(node, result);
    return result;
  };
  let expanded = 0;
  for (const node of nodes) if (nameOf(node) !== '#text') expanded += sizeOf(node).size;
  if (expanded > SVG_LIMITS.expandedElements) {
    throw complex(`more than ${SVG_LIMITS.expandedElements.toLocaleString('en-US')} elements once <use> is expanded`);
  }
  return { expanded, filters };
}

/** The canvas in pixels, from width/height (unitless or px) or else the viewBox; null when unknown. */
function canvasOf(attributes: Record<string, string>): { width: number; height: number } | null {
  const pixels = (value: string | undefined) =>
    value && /^\s*[\d.]+(?:e[+-]?\d+)?\s*(?:px)?\s*$/i.test(value) ? Number.parseFloat(value) : NaN;
  const box = numbers(attributes.viewBox);
  const width = pixels(attributes.width) || box[2];
  const height = pixels(attributes.height) || box[3];
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

/** Judge an SVG; when accepted, the sanitised document to store in its place. */
export function checkSvg(text: string): SvgVerdict {
  if (RAW_REFUSED.some((pattern) => pattern.test(text))) return { ok: false, problem: 'active' };
  // Counted in the raw text first, so a flood of tags costs no parse.
  if ((text.match(/<[A-Za-z_]/g)?.length ?? 0) > SVG_LIMITS.elements) {
    return { ok: false, problem: 'complex', reason: `more than ${SVG_LIMITS.elements.toLocaleString('en-US')} elements` };
  }
  let tree: XmlNode[];
  try {
    tree = parser.parse(text, true) as XmlNode[];
  } catch {
    return { ok: false, problem: 'broken' };
  }
  try {
    const ids = new Map<string, XmlNode>();
    const clean = sanitise(tree, { elements: 0 }, ids);
    const roots = clean.filter((node) => nameOf(node) !== '#text');
    if (roots.length !== 1 || nameOf(roots[0]) !== 'svg') return { ok: false, problem: 'broken' };
    const { filters } = measure(roots, ids);
    if (filters > SVG_LIMITS.filterPrimitives) throw complex(`more than ${SVG_LIMITS.filterPrimitives} filter steps`);
    const canvas = canvasOf(roots[0][':@'] ?? {});
    if (canvas && Math.max(canvas.width, canvas.height) > SVG_LIMITS.canvasSide) {
      throw complex(`a canvas wider or taller than ${SVG_LIMITS.canvasSide.toLocaleString('en-US')} pixels`);
    }
    if (filters > 0 && canvas && canvas.width * canvas.height > SVG_LIMITS.filteredCanvasPixels) {
      throw complex(`filters on a canvas of more than ${SVG_LIMITS.filteredCanvasPixels / 1_000_000} megapixels`);
    }
    return { ok: true, svg: `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(roots) as string}\n` };
  } catch (error) {
    if (error instanceof Refused) return error.verdict;
    // A document too deeply nested for the parser's or our recursion.
    if (error instanceof RangeError) return { ok: false, problem: 'complex', reason: 'elements nested too deeply' };
    throw error;
  }
}
