// The part of a page's Ant Design stylesheet its first paint needs (decision 0047). A page's
// antd sheet holds every variant of every component the render used — all 24 grid columns at six
// breakpoints, every button colour, the error states of every field: 189 KB on home, of which the
// markup can match a quarter. The page links that quarter, render-blocking, and names the whole
// sheet on that link in consecutive parts (`parts`); the browser's boot applies them before Ant
// Design first renders there (web/src/app/late-styles.ts), so antd still finds its styles listed
// in the sheet and generates none.
//
// A selector is kept when every class it names outside `:not()` is in the page's markup; selectors
// without classes (resets, tags, attributes) are always kept, and so are @keyframes and
// @font-face. Which rules stay therefore depends only on which of the sheet's classes the markup
// uses: `signature` names that set, and pages with the same signature share one subset.
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A selector of the sheet and the classes it needs in the markup. */
interface Selector {
  text: string;
  classes: string[];
}

/** A style rule (its declarations written once) or a group rule (@media, @supports) holding others. */
type Item =
  | { kind: 'rule'; selectors: Selector[]; body: string }
  | { kind: 'group'; prelude: string; items: Item[] }
  | { kind: 'kept'; text: string };

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const PLAIN_CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
/** A comma between selectors, not one inside `:where(…)` or `:is(…)`. */
const TOP_LEVEL_COMMA = /,(?![^(]*\))/;

/** The classes that decide whether `selector` can match: its own, not those inside :not(). */
function requiredClasses(selector: selectorParser.Selector): string[] {
  const classes: string[] = [];
  selector.walkClasses((node) => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (parent.type === 'pseudo' && parent.value === ':not') return;
    }
    classes.push(node.value);
  });
  return classes;
}

/**
 * A rule's selectors with their classes. Most of antd's are plain compounds (`.ant-btn-primary`,
 * `:where(.css-var-site).ant-col-12`): read by a pattern; the few with `:not()`, attributes or
 * escapes go through the selector parser.
 */
function selectorsOf(list: string): Selector[] {
  if (!/:not\(|\[|\\|["']/.test(list)) {
    return list
      .split(TOP_LEVEL_COMMA)
      .map((text) => ({ text: text.trim(), classes: [...text.matchAll(PLAIN_CLASS)].map((match) => match[1]) }));
  }
  const selectors: Selector[] = [];
  selectorParser((root) => {
    root.each((selector) => {
      selectors.push({ text: selector.toString().trim(), classes: requiredClasses(selector) });
    });
  }).processSync(list);
  return selectors;
}

function itemsOf(container: Container<ChildNode>, classes: Set<string>): Item[] {
  const items: Item[] = [];
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const selectors = selectorsOf(rule.selector);
      for (const selector of selectors) for (const name of selector.classes) classes.add(name);
      items.push({ kind: 'rule', selectors, body: rule.nodes.map(String).join(';') });
    } else if (node.type === 'atrule' && /^(media|supports|layer|container)$/i.test((node as AtRule).name) && (node as AtRule).nodes) {
      const group = node as AtRule;
      items.push({ kind: 'group', prelude: `@${group.name} ${group.params}`, items: itemsOf(group, classes) });
    } else if (node.type !== 'comment') {
      // @keyframes, @font-face, @import…: small, and not matched against the markup.
      items.push({ kind: 'kept', text: node.toString() });
    }
  });
  return items;
}

/** The custom properties a rule's body declares (`--ant-select-height:…` → `--ant-select-height`). */
function customPropertiesOf(body: string): string[] {
  return body
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration.startsWith('--'))
    .map((declaration) => declaration.slice(0, declaration.indexOf(':')).trim());
}

/**
 * The class of a theme root rule (`.css-var-site{--ant-blue:…}`: custom properties only, every
 * selector that one class alone, and no property of it declared by any other rule of the sheet),
 * or undefined. The last condition keeps a size variant's variables (`.ant-select-lg{--ant-select-
 * height:…}`) out: `.ant-select` declares the same properties later in the sheet, so where the
 * variant comes in the cascade decides the select's height.
 */
function themeRootClass(item: Item | undefined, declarations: ReadonlyMap<string, number>): string | undefined {
  if (item?.kind !== 'rule' || !item.body || item.body.split(';').some((declaration) => !declaration.trim().startsWith('--')))
    return undefined;
  if (customPropertiesOf(item.body).some((property) => (declarations.get(property) ?? 0) > 1)) return undefined;
  const [first] = item.selectors;
  const only = first?.classes.length === 1 && first.text === `.${first.classes[0]}` ? first.classes[0] : undefined;
  return only && item.selectors.every((selector) => selector.text === `.${only}`) ? only : undefined;
}

function write(items: readonly Item[], present: ReadonlySet<string>): string {
  let css = '';
  for (const item of items) {
    if (item.kind === 'kept') css += item.text;
    else if (item.kind === 'group') {
      const inner = write(item.items, present);
      if (inner) css += `${item.prelude}{${inner}}`;
    } else {
      const kept = item.selectors.filter((selector) => selector.classes.every((name) => present.has(name)));
      if (kept.length) css += `${kept.map((selector) => selector.text).join(',')}{${item.body}}`;
    }
  }
  return css;
}

/** One Ant Design stylesheet, parsed once, cut to what a page's markup can use. */
export class CriticalStyles {
  private readonly items: Item[];
  /** Every class a selector of the sheet needs. */
  private readonly classes = new Set<string>();
  /** The sheet's top-level rules as written, in order, and the class of each theme root rule. */
  private readonly rules: { text: string; rootOf?: string }[];
  /** The classes that scope a theme root rule. */
  private readonly roots: Set<string>;

  constructor(css: string) {
    const root = postcss.parse(css);
    this.items = itemsOf(root, this.classes);
    const nodes = root.nodes.filter((node) => node.type !== 'comment');
    // How many declarations of each custom property the sheet holds, in any rule at any depth.
    const declarations = new Map<string, number>();
    root.walkDecls(/^--/, (declaration) => void declarations.set(declaration.prop, (declarations.get(declaration.prop) ?? 0) + 1));
    // itemsOf keeps one item per node that is not a comment, in the same order.
    this.rules = nodes.map((node, index) => ({ text: String(node), rootOf: themeRootClass(this.items[index], declarations) }));
    this.roots = new Set(this.rules.flatMap(({ rootOf }) => (rootOf ? [rootOf] : [])));
  }

  /**
   * The whole sheet in consecutive parts of about `bytes` each, split between top-level rules:
   * linked one after another they cascade as the sheet does, and the browser takes each in a
   * short task of its own (building the rules of a 190 KB sheet at once is one long task).
   * `present`: the markup's classes (a signature); the theme's root variables scoped to one of
   * them are left out, the critical part having them already (each is declared nowhere else in the
   * sheet, so where it comes in the cascade does not matter), and re-applying them would restyle
   * every element under that class.
   */
  parts(bytes: number, present = ''): string[] {
    const skip = new Set(present.split(' '));
    const parts: string[] = [];
    let part = '';
    for (const { text: rule, rootOf } of this.rules) {
      if (rootOf && skip.has(rootOf)) continue;
      if (part && part.length + rule.length > bytes) {
        parts.push(part);
        part = '';
      }
      part += rule;
    }
    if (part || !parts.length) parts.push(part);
    return parts;
  }

  /** The sheet's classes that `html` uses, sorted and space-separated: what decides `subset`. */
  signature(html: string): string {
    const used = new Set<string>();
    for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of match[1].split(/\s+/)) if (this.classes.has(name)) used.add(name);
    }
    return [...used].sort().join(' ');
  }

  /** The classes of `signature` that scope a theme root rule, sorted: what decides `parts`. */
  rootsIn(signature: string): string {
    const present = new Set(signature.split(' '));
    return [...this.roots]
      .filter((name) => present.has(name))
      .sort()
      .join(' ');
  }

  /** The rules a page whose markup uses the classes of `signature` can match, in the sheet's order. */
  subset(signature: string): string {
    return write(this.items, new Set(signature.split(' ')));
  }
}
