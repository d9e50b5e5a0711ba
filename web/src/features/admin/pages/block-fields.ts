// The page editor's forms, read from the block schemas themselves (issue 31, decision 0065): every
// block type of schema/validation/page-blocks.ts gets a form with no editor code of its own. A text
// becomes an input (a textarea when long), a list of objects a repeatable group, a list of texts a
// list of inputs, an enum a select, a number a number input, an object with `src` the media picker,
// another object an optional group, and the rich-text block's `html` the article's editor. Only the
// labels live here: a small map, and a readable fallback made from the field's name.
import type { z } from 'zod';
import { BLOCK_SCHEMAS, type BlockType } from '../../../../../schema/validation/page-blocks';

interface FieldBase {
  /** The key in its object: `headline`, `items`. */
  name: string;
  label: string;
  required: boolean;
}

export type FieldSpec =
  | (FieldBase & { kind: 'text'; max?: number; multiline: boolean })
  | (FieldBase & { kind: 'rich-text' })
  | (FieldBase & { kind: 'number'; min?: number; max?: number })
  | (FieldBase & { kind: 'select'; options: string[] })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'image'; fields: FieldSpec[] })
  | (FieldBase & { kind: 'group'; fields: FieldSpec[] })
  | (FieldBase & { kind: 'list'; min: number; max?: number; item: FieldSpec; itemLabel: string });

/** Labels by `type.path` (indexes left out) first, then by the field's own name. */
const LABELS: Record<string, string> = {
  eyebrow: 'Eyebrow',
  headline: 'Headline',
  heading: 'Heading',
  intro: 'Intro',
  text: 'Text',
  ctas: 'Calls to action',
  'ctas.label': 'Button label',
  'ctas.target': 'Button link',
  'ctas.style': 'Button style',
  cta: 'Call to action',
  'cta.label': 'Button label',
  'cta.target': 'Button link',
  'cta.style': 'Button style',
  image: 'Image',
  'image.src': 'Image',
  'image.alt': 'Image description',
  anchor: 'Anchor',
  html: 'Content',
  'stats.items': 'Figures',
  'stats.items.value': 'Figure',
  'stats.items.label': 'Figure label',
  'feature-cards.items': 'Cards',
  'feature-cards.items.title': 'Card title',
  'feature-cards.items.text': 'Card text',
  'feature-cards.items.bullets': 'Bullets',
  'feature-cards.items.bulletsTitle': 'Bullets title',
  'feature-cards.items.link': 'Card link',
  'feature-cards.items.link.label': 'Card link label',
  'feature-cards.items.link.target': 'Card link',
  'testimonials.items': 'Testimonials',
  'faq.items': 'Questions',
  'glossary.items': 'Terms',
  'glossary.items.key': 'Term key',
  imagePosition: 'Image position',
  form: 'Form',
  count: 'Number of posts',
};

/** Names of an item of a list, where "Add …" reads better than the list's own name. */
const ITEM_LABELS: Record<string, string> = {
  ctas: 'call to action',
  'stats.items': 'figure',
  'feature-cards.items': 'card',
  'feature-cards.items.bullets': 'bullet',
  'testimonials.items': 'testimonial',
  'faq.items': 'question',
  'glossary.items': 'term',
};

/** The block types as the "Add block" menu and the block headers name them. */
const BLOCK_LABELS: Record<string, string> = {
  hero: 'Hero',
  stats: 'Stats',
  'feature-cards': 'Feature cards',
  'rich-text': 'Rich text',
  testimonials: 'Testimonials',
  faq: 'FAQ',
  'cta-band': 'Call-to-action band',
  'image-text': 'Image and text',
  'lead-form': 'Lead form',
  calculator: 'Calculator',
  'maturity-teaser': 'Maturity assessment teaser',
  'framework-teaser': 'Framework teaser',
  'blog-teaser': 'Blog teaser',
  'resources-teaser': 'Resources teaser',
  glossary: 'Glossary',
};

/** Texts this long or longer get a textarea. */
const MULTILINE_FROM = 300;
/** Fields the editor keeps out of the form: the block's type and its drag-and-drop key. */
const HIDDEN = new Set(['type', 'key']);

/** `focusArea` → 'Focus area', `maturity-teaser` → 'Maturity teaser'. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

export function blockLabel(type: string): string {
  return BLOCK_LABELS[type] ?? humanize(type);
}

function labelOf(type: string, path: string[]): string {
  const joined = path.join('.');
  return LABELS[`${type}.${joined}`] ?? LABELS[joined] ?? LABELS[path[path.length - 1]] ?? humanize(path[path.length - 1]);
}

/** zod 4's internals, as far as this reader needs them. */
interface CheckDefs {
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number } } }>;
}
type Any = z.ZodType;

function checkValue(schema: Any, check: string): number | undefined {
  const found = (schema.def as unknown as CheckDefs).checks?.find((c) => c._zod.def.check === check)?._zod.def;
  return found?.minimum ?? found?.maximum ?? found?.value;
}

function describe(type: string, path: string[], raw: Any): FieldSpec | null {
  const name = path[path.length - 1];
  const required = raw.def.type !== 'optional';
  const schema = (required ? raw : (raw as unknown as z.ZodOptional<Any>).unwrap()) as Any;
  const base = { name, label: labelOf(type, path), required };
  switch (schema.def.type) {
    case 'string': {
      const max = (schema as unknown as z.ZodString).maxLength ?? undefined;
      if (name === 'html') return { ...base, kind: 'rich-text' };
      return { ...base, kind: 'text', max, multiline: (max ?? 0) >= MULTILINE_FROM };
    }
    case 'number':
      return { ...base, kind: 'number', min: checkValue(schema, 'greater_than'), max: checkValue(schema, 'less_than') };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'select', options: (schema as unknown as z.ZodEnum).options.map(String) };
    case 'object': {
      const fields = describeShape(type, path, (schema as unknown as z.ZodObject).shape as Record<string, Any>);
      return { ...base, kind: 'src' in (schema as unknown as z.ZodObject).shape ? 'image' : 'group', fields };
    }
    case 'array': {
      const item = describe(type, path, (schema as unknown as z.ZodArray<Any>).element as Any);
      if (!item) return null;
      const joined = path.join('.');
      return {
        ...base,
        kind: 'list',
        min: checkValue(schema, 'min_length') ?? 0,
        max: checkValue(schema, 'max_length'),
        // An item of a list is always there once added: its own required flag is the item's fields'.
        item: { ...item, required: true },
        itemLabel: ITEM_LABELS[`${type}.${joined}`] ?? ITEM_LABELS[joined] ?? base.label.toLowerCase().replace(/s$/, ''),
      };
    }
    default:
      return null;
  }
}

function describeShape(type: string, path: string[], shape: Record<string, Any>): FieldSpec[] {
  return Object.entries(shape)
    .filter(([key]) => !(path.length === 0 && HIDDEN.has(key)))
    .map(([key, value]) => describe(type, [...path, key], value))
    .filter((field): field is FieldSpec => field !== null);
}

const cache = new Map<string, FieldSpec[]>();

/** The form of a block type: its fields in the schema's order, the anchor (an advanced field) last. */
export function blockFields(type: BlockType): FieldSpec[] {
  const known = cache.get(type);
  if (known) return known;
  if (!(type in BLOCK_SCHEMAS)) return [];
  const fields = describeShape(type, [], (BLOCK_SCHEMAS[type] as unknown as z.ZodObject).shape as Record<string, Any>);
  const ordered = [...fields.filter((field) => field.name !== 'anchor'), ...fields.filter((field) => field.name === 'anchor')];
  cache.set(type, ordered);
  return ordered;
}

export type BlockValue = Record<string, unknown> & { type: BlockType; key?: string };

/** A new value for a field: what its rules need to start from (a required list gets its minimum of items). */
export function emptyValue(field: FieldSpec): unknown {
  switch (field.kind) {
    case 'text':
    case 'rich-text':
      return '';
    case 'select':
      return field.options[0];
    case 'number':
    case 'boolean':
      return undefined;
    case 'image':
    case 'group':
      return emptyObject(field.fields);
    case 'list':
      return Array.from({ length: field.min }, () => emptyValue(field.item));
  }
}

function emptyObject(fields: FieldSpec[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of fields) if (field.required) value[field.name] = emptyValue(field);
  return value;
}

/** A key for drag and drop and React, as the schema allows (`b-` and base-36 letters). */
export function newBlockKey(): string {
  return `b-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36).slice(-4)}`;
}

/** A new block of this type: its required fields empty, a required list with its minimum of items. */
export function newBlock(type: BlockType): BlockValue {
  return { type, key: newBlockKey(), ...emptyObject(blockFields(type)) } as BlockValue;
}

/** The block types the "Add block" menu offers, in the schema's order. */
export function blockTypeOptions(): Array<{ value: BlockType; label: string }> {
  return (Object.keys(BLOCK_SCHEMAS) as BlockType[]).map((type) => ({ value: type, label: blockLabel(type) }));
}

/** A short line naming a block in its header: its headline or heading, else its type. */
export function blockSummary(block: BlockValue): string {
  for (const key of ['headline', 'heading', 'eyebrow']) {
    const value = block[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}
