/**
 * Pages built from blocks (issue 31, decision 0059): the schema of every block type, shared by
 * the admin's block editor (inline validation) and the server (every save). A page is an ordered
 * list of blocks; each block is an object whose `type` names its schema. Unknown types and unknown
 * or bad fields are refused with a message naming the field (`blocks.2.items.0.title`), so a save
 * is either whole or refused — never partly written.
 *
 * Text fields are plain text (the public site escapes them); only `rich-text` carries HTML, which
 * the server cleans with the article allow-list (article-html.ts). Links and images are checked
 * here, so no `javascript:` or other scheme can be stored through any block.
 */
import { z } from 'zod';

/** A link of a block: a path of this site, an anchor of the page, an https address, mail or phone. */
const LINK_MESSAGE = 'must be a path of this site (/…), an anchor (#…), an https:// address, mailto: or tel:';
/** An image: a media library file or an https address. */
const IMAGE_MESSAGE = 'must be an image from the media library (/media/…) or an https:// address';

const LINK_MAX_LENGTH = 2048;
export const BLOCKS_MAX = 60;
const RICH_TEXT_MAX_LENGTH = 100_000;

/** The icons a feature card may show (the public site maps each to one Ant Design icon). */
const BLOCK_ICONS = [
  'assessment',
  'rocket',
  'team',
  'chart',
  'cloud',
  'dollar',
  'dashboard',
  'safety',
  'thunderbolt',
  'bulb',
  'tags',
  'alert',
  'eye',
  'framework',
  'experiment',
  'clock',
  'consultation',
  'compass',
  'file',
  'check',
] as const;

/** The icons a call to action may carry: before its label (calendar, calculator, download) or after it (arrow). */
const CTA_ICONS = ['calendar', 'calculator', 'arrow', 'download'] as const;

/**
 * Plain-text fields of cards may name a glossary term as `[[key|shown text]]` (e.g.
 * `[[rightSizing|right-sizing]]`): the site shows the text with the term's definition on hover
 * (SPEC §9). Still text: nothing in it is HTML.
 */
const GLOSSARY_MARKUP_HINT = 'Glossary terms may be written as [[key|shown text]].';

/** Whitespace and control characters (a browser strips them from a scheme), quotes and brackets. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_ADDRESS = /[\s\u0000-\u001f<>"'`\\]/;

function isSafeHttps(value: string): boolean {
  if (UNSAFE_IN_ADDRESS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** `/path` (not `//host`), `#anchor`, `https://…`, `mailto:…` or `tel:…`; nothing else. */
export function isBlockLink(value: string): boolean {
  if (UNSAFE_IN_ADDRESS.test(value)) return false;
  if (/^\/(?![/\\])[\w\-./~%?=&#+:@!$,;*()]*$/.test(value) || value === '/') return true;
  if (/^#[A-Za-z][\w-]*$/.test(value)) return true;
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(value)) return true;
  if (/^tel:\+?[\d\-.()]{3,30}$/.test(value)) return true;
  return isSafeHttps(value);
}

/** A media library file or an https image address. */
export function isBlockImage(value: string): boolean {
  return /^\/media\/[\w.-]+$/.test(value) || isSafeHttps(value);
}

/** PostgreSQL's JSON cannot hold a NUL character, and no visitor types one. */
export const NUL_MESSAGE = 'must not contain NUL (\\u0000) characters.';
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** A field's message: "Headline is required.", "Headline must be 200 characters or less." */
function text(label: string, max: number, required: true): z.ZodString;
function text(label: string, max: number, required: false): z.ZodOptional<z.ZodString>;
function text(label: string, max: number, required: boolean) {
  const base = z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .max(max, `${label} must be ${max} characters or less.`)
    .refine(hasNoNul, `${label} ${NUL_MESSAGE}`);
  return required ? base.min(1, `${label} is required.`) : base.optional();
}

function link(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(LINK_MAX_LENGTH, `${label} must be ${LINK_MAX_LENGTH} characters or less.`)
    .refine(isBlockLink, `${label} ${LINK_MESSAGE}.`);
}

function list<T extends z.ZodType>(label: string, item: T, min: number, max: number) {
  return z
    .array(item, { error: `${label} must be a list.` })
    .min(min, min === 1 ? `Add at least one ${label.toLowerCase().replace(/s$/, '')}.` : `${label} needs at least ${min} entries.`)
    .max(max, `${label} may have at most ${max} entries.`);
}

const image = z.strictObject({
  src: z
    .string({ error: 'Image is required.' })
    .trim()
    .min(1, 'Image is required.')
    .max(LINK_MAX_LENGTH, `Image must be ${LINK_MAX_LENGTH} characters or less.`)
    .refine(isBlockImage, `Image ${IMAGE_MESSAGE}.`),
  alt: text('Image description', 200, false),
});

const callToAction = z.strictObject({
  label: text('Button label', 60, true),
  target: link('Button link'),
  style: z
    .enum(['primary', 'secondary', 'link'], { error: 'Button style must be primary, secondary or link.' })
    .optional()
    .describe('Button style'),
  icon: z
    .enum(CTA_ICONS, { error: `Button icon must be one of ${CTA_ICONS.join(', ')}.` })
    .optional()
    .describe('Button icon'),
});

/** A figure and what it measures ("40%", "average cost reduction"): the spec's claims. */
const figure = z.strictObject({
  value: text('Figure', 20, true).describe('Figure'),
  label: text('Figure label', 80, true).describe('Figure label'),
});

/** Every block may carry an anchor (the id visitors' #links jump to) and an editor key. */
const common = {
  /** The editor's stable key for drag and drop; not shown. */
  key: z
    .string({ error: 'Block key must be text.' })
    .regex(/^[\w-]{1,40}$/, 'Block key must be 1–40 letters, digits, - or _.')
    .optional(),
  anchor: z
    .string({ error: 'Anchor must be text.' })
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Anchor must start with a letter and use only a-z, 0-9 and - (at most 40).')
    .optional(),
};

const heading = {
  eyebrow: text('Eyebrow', 120, false),
  heading: text('Heading', 200, false),
  intro: text('Intro', 1000, false),
};

const hero = z.strictObject({
  type: z.literal('hero'),
  ...common,
  eyebrow: text('Eyebrow', 120, false),
  headline: text('Headline', 200, true),
  text: text('Text', 1000, false),
  ctas: list('Calls to action', callToAction, 0, 3).optional(),
  image: image.optional(),
  claims: list('Claims', figure, 0, 4).optional().describe('Claims shown under the buttons'),
  visual: z
    .enum(['spend-chart'], { error: 'Visual must be spend-chart.' })
    .optional()
    .describe('A decorative visual drawn by the site (shown when there is no image)'),
});

const stats = z.strictObject({
  type: z.literal('stats'),
  ...common,
  heading: text('Heading', 200, false),
  items: list('Figures', figure, 1, 8),
});

const featureCard = z.strictObject({
  title: text('Card title', 120, true),
  text: text('Card text', 600, false).describe(`Card text. ${GLOSSARY_MARKUP_HINT}`),
  bullets: list('Bullets', text('Bullet', 300, true).describe(`Bullet. ${GLOSSARY_MARKUP_HINT}`), 0, 8).optional(),
  bulletsTitle: text('Bullets title', 80, false),
  outcome: text('Outcome', 160, false),
  focusArea: text('Focus area', 80, false),
  icon: z.enum(BLOCK_ICONS, { error: `Icon must be one of ${BLOCK_ICONS.join(', ')}.` }).optional(),
  link: z.strictObject({ label: text('Card link label', 60, true), target: link('Card link') }).optional(),
});

/** Short stories under the cards (the home's case studies): a client and what changed. */
const stories = z.strictObject({
  anchor: common.anchor,
  heading: text('Stories heading', 200, true).describe('Stories heading'),
  link: z.strictObject({ label: text('Stories link label', 60, true), target: link('Stories link') }).optional(),
  items: list(
    'Stories',
    z.strictObject({ title: text('Story title', 120, true).describe('Client'), text: text('Story', 600, true).describe('Story') }),
    1,
    6,
  ),
});

const featureCards = z.strictObject({
  type: z.literal('feature-cards'),
  ...common,
  ...heading,
  layout: z
    .enum(['cards', 'checklist', 'facts'], { error: 'Layout must be cards, checklist or facts.' })
    .optional()
    .describe('Look: plain cards, cards with a highlight and a checklist (services), or cards with outcome and focus area (possibilities)'),
  items: list('Cards', featureCard, 1, 12),
  stories: stories.optional().describe('Stories under the cards'),
  list: z
    .strictObject({
      heading: text('List heading', 200, true).describe('List heading'),
      items: list(
        'List items',
        z.strictObject({
          text: text('List item', 300, true).describe('List item'),
          badge: text('Badge', 40, false).describe('A badge after the item (e.g. Free chapter)'),
        }),
        1,
        20,
      ),
    })
    .optional()
    .describe('A numbered list under the cards (the playbook’s chapters)'),
});

const richText = z.strictObject({
  type: z.literal('rich-text'),
  ...common,
  heading: text('Heading', 200, false),
  html: text('Content', RICH_TEXT_MAX_LENGTH, true),
});

const testimonials = z.strictObject({
  type: z.literal('testimonials'),
  ...common,
  ...heading,
  items: list(
    'Testimonials',
    z.strictObject({
      quote: text('Quote', 1000, true),
      name: text('Name', 120, true),
      role: text('Role', 120, false),
      company: text('Company', 120, false),
      rating: z
        .number({ error: 'Rating must be a number.' })
        .int('Rating must be a whole number.')
        .min(1, 'Rating must be 1 to 5.')
        .max(5, 'Rating must be 1 to 5.')
        .optional(),
    }),
    1,
    12,
  ),
});

const faq = z.strictObject({
  type: z.literal('faq'),
  ...common,
  ...heading,
  items: list('Questions', z.strictObject({ question: text('Question', 300, true), answer: text('Answer', 3000, true) }), 1, 30),
});

const ctaBand = z.strictObject({
  type: z.literal('cta-band'),
  ...common,
  headline: text('Headline', 200, true),
  text: text('Text', 1000, false),
  ctas: list('Calls to action', callToAction, 1, 3),
});

const imageText = z.strictObject({
  type: z.literal('image-text'),
  ...common,
  heading: text('Heading', 200, true),
  text: text('Text', 3000, true),
  image,
  imagePosition: z.enum(['left', 'right'], { error: 'Image position must be left or right.' }).optional(),
  cta: callToAction.optional(),
});

/** A point beside a form: a benefit card (title and text) or a next step (text), with an icon. */
const leadPoint = z.strictObject({
  title: text('Point title', 120, false).describe('Point title'),
  text: text('Point text', 600, true).describe('Point text'),
  icon: z.enum(BLOCK_ICONS, { error: `Icon must be one of ${BLOCK_ICONS.join(', ')}.` }).optional(),
});

const leadForm = z.strictObject({
  type: z.literal('lead-form'),
  ...common,
  form: z.enum(['playbook', 'contact'], { error: 'Form must be playbook or contact.' }),
  ...heading,
  heading: text('Heading', 200, true),
  formHeading: text('Form heading', 200, false).describe('Heading above the form'),
  formIntro: text('Form intro', 600, false).describe('Text above the form'),
  points: list('Points', leadPoint, 0, 6).optional().describe('Benefits or next steps beside the form'),
  note: text('Note', 300, false).describe('A closing line under the points; **text** is shown in bold'),
  cta: callToAction.optional(),
  email: z
    .strictObject({
      label: text('E-mail label', 120, true).describe('Text before the address'),
      address: z
        .string({ error: 'E-mail address must be text.' })
        .trim()
        .max(254, 'E-mail address must be 254 characters or less.')
        .regex(/^[^@\s<>"'`]+@[^@\s<>"'`]+\.[^@\s<>"'`]+$/, 'E-mail address must be an address such as hello@example.com.')
        .describe('E-mail address'),
    })
    .optional()
    .describe('A direct e-mail address beside the form'),
});

/** A glossary term's key: what `[[key|shown text]]` in a block's text names (`rightSizing`). */
const GLOSSARY_KEY_PATTERN = /^[A-Za-z][\w-]{0,39}$/;

const glossaryTerm = z.strictObject({
  key: z
    .string({ error: (issue) => (issue.input === undefined ? 'Term key is required.' : 'Term key must be text.') })
    .trim()
    .regex(GLOSSARY_KEY_PATTERN, 'Term key must start with a letter and use only letters, digits, - or _ (at most 40).')
    .describe('Term key, as texts name it: [[key|shown text]]'),
  term: text('Term', 80, true),
  definition: text('Definition', 600, true),
});

/**
 * The site's glossary (SPEC §1, issue 31): the terms whose definitions open as tooltips wherever a
 * text names them, and the glossary page's list. Keys are unique: a text names one term.
 */
const glossary = z.strictObject({
  type: z.literal('glossary'),
  ...common,
  ...heading,
  items: list('Terms', glossaryTerm, 1, 100).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `Term key "${item.key}" is used twice.` });
      seen.add(item.key);
    });
  }),
});

/** A block that shows a part of the site kept in code (a tool, a teaser) with its surrounding copy. */
function teaser<T extends string, E extends z.ZodRawShape = Record<never, never>>(type: T, extra?: E) {
  return z.strictObject({ type: z.literal(type), ...common, ...heading, cta: callToAction.optional(), ...(extra ?? ({} as E)) });
}

const blogTeaser = teaser('blog-teaser', {
  count: z
    .number({ error: 'Number of posts must be a number.' })
    .int('Number of posts must be a whole number.')
    .min(1, 'Number of posts must be 1 to 6.')
    .max(6, 'Number of posts must be 1 to 6.')
    .optional(),
});

export const BLOCK_SCHEMAS = {
  hero,
  stats,
  'feature-cards': featureCards,
  'rich-text': richText,
  testimonials,
  faq,
  'cta-band': ctaBand,
  'image-text': imageText,
  'lead-form': leadForm,
  calculator: teaser('calculator'),
  'maturity-teaser': teaser('maturity-teaser', {
    bullets: list('Bullets', text('Bullet', 300, true), 0, 6)
      .optional()
      .describe('What the visitor gets'),
  }),
  'framework-teaser': teaser('framework-teaser'),
  'blog-teaser': blogTeaser,
  'resources-teaser': teaser('resources-teaser'),
  glossary,
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

export const UNKNOWN_BLOCK_MESSAGE = `Block type must be one of ${BLOCK_TYPES.join(', ')}.`;

export type Block = { [K in BlockType]: z.output<(typeof BLOCK_SCHEMAS)[K]> }[BlockType];

/** One block of any type; a missing or unknown `type` is refused naming `type`. */
const blockSchema = z.discriminatedUnion(
  'type',
  [
    hero,
    stats,
    featureCards,
    richText,
    testimonials,
    faq,
    ctaBand,
    imageText,
    leadForm,
    BLOCK_SCHEMAS.calculator,
    BLOCK_SCHEMAS['maturity-teaser'],
    BLOCK_SCHEMAS['framework-teaser'],
    blogTeaser,
    BLOCK_SCHEMAS['resources-teaser'],
    glossary,
  ],
  { error: UNKNOWN_BLOCK_MESSAGE },
);

export const blocksSchema = z
  .array(blockSchema, { error: 'Blocks must be a list.' })
  .max(BLOCKS_MAX, `A page may have at most ${BLOCKS_MAX} blocks.`);

/** A field's error as forms and the API show it: a dotted path and a message naming the field. */
export interface BlockFieldError {
  field: string;
  message: string;
}

/** Zod's issues as one entry per field, unknown keys named one by one. */
export function fieldErrorsFromZod(error: z.ZodError, prefix: readonly (string | number)[] = []): BlockFieldError[] {
  const seen = new Set<string>();
  const result: BlockFieldError[] = [];
  const add = (path: readonly PropertyKey[], message: string) => {
    const field = [...prefix, ...path].map(String).join('.');
    if (seen.has(field)) return;
    seen.add(field);
    result.push({ field, message });
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], `Unknown field "${key}".`);
    } else if (issue.code === 'invalid_union' && issue.path[issue.path.length - 1] === 'type') {
      add(issue.path, UNKNOWN_BLOCK_MESSAGE);
    } else {
      add(issue.path, issue.message);
    }
  }
  return result;
}

/** The first error of one block (the editor's inline validation), or the field errors of it. */
export function validateBlock(block: unknown): { ok: true; block: Block } | { ok: false; errors: BlockFieldError[] } {
  const parsed = blockSchema.safeParse(block);
  return parsed.success ? { ok: true, block: parsed.data } : { ok: false, errors: fieldErrorsFromZod(parsed.error) };
}

/** The block of one type, for the component that renders it. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
