/**
 * The site's menus as content (issue 31, decision 0059): the header and the footer, each an
 * ordered list of entries with a label and a target — a page, a post, a category, a screen of the
 * route table, an anchor of the home page, or an external https address. Checked by the admin's
 * navigation editor and by the server with the same rules and messages.
 */
import { z } from 'zod';
import { APP_ROUTES } from '../routes';
import { FOOTER_COLUMNS, isHttpsAddress } from './footer';
import { fieldErrorsFromZod, hasNoNul, type BlockFieldError } from './page-blocks';
import { SLUG_PATTERN } from './slug';

export const MENUS = ['header', 'footer'] as const;
export type MenuName = (typeof MENUS)[number];
const MENU_ITEMS_MAX = 30;
export const MENU_NOT_FOUND_MESSAGE = 'Menu not found: header or footer.';

/** The screens a menu may link to: the public routes without a parameter. */
export const LINKABLE_ROUTES = APP_ROUTES.filter((route) => route.area === 'public' && !route.path.includes(':'));
const ROUTE_IDS = LINKABLE_ROUTES.map((route) => route.id) as [string, ...string[]];

/** A route id's address (`playbook` → `/playbook`). */
function routePath(id: string): string | undefined {
  return LINKABLE_ROUTES.find((route) => route.id === id)?.path;
}

const slug = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(SLUG_PATTERN, `${label} must be a slug (lowercase letters, digits and single hyphens).`);

const target = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('page'), slug: slug('Page') }),
    z.strictObject({ kind: z.literal('post'), slug: slug('Post') }),
    z.strictObject({ kind: z.literal('category'), slug: slug('Category') }),
    z.strictObject({ kind: z.literal('route'), route: z.enum(ROUTE_IDS, { error: `Screen must be one of ${ROUTE_IDS.join(', ')}.` }) }),
    z.strictObject({
      kind: z.literal('anchor'),
      anchor: z
        .string({ error: 'Anchor is required.' })
        .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Anchor must be a section id of the home page, e.g. contact.'),
    }),
    z.strictObject({
      kind: z.literal('external'),
      url: z
        .string({ error: 'Address is required.' })
        .max(2048, 'Address must be 2048 characters or less.')
        .refine(isHttpsAddress, 'Address must be an https:// address.'),
    }),
  ],
  { error: 'Target kind must be page, post, category, route, anchor or external.' },
);

export type MenuTarget = z.output<typeof target>;

const item = z.strictObject({
  label: z
    .string({ error: 'Label is required.' })
    .trim()
    .min(1, 'Label is required.')
    .max(60, 'Label must be 60 characters or less.')
    .refine(hasNoNul, 'Label must not contain NUL (\\u0000) characters.'),
  target,
  /** The footer's column of the entry (services, resources or legal); the header ignores it. */
  column: z.enum(FOOTER_COLUMNS, { error: `Column must be one of ${FOOTER_COLUMNS.join(', ')}.` }).optional(),
});

export type MenuItem = z.output<typeof item>;

export const menuInputSchema = z.strictObject({
  items: z.array(item, { error: 'Items must be a list.' }).max(MENU_ITEMS_MAX, `A menu may have at most ${MENU_ITEMS_MAX} entries.`),
  expectedVersion: z
    .number({ error: 'Version must be a whole number' })
    .int('Version must be a whole number')
    .min(1, 'Version must be a whole number')
    .nullish(),
});

export function checkMenuInput(
  input: unknown,
): { ok: true; value: z.output<typeof menuInputSchema> } | { ok: false; errors: BlockFieldError[] } {
  const parsed = menuInputSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrorsFromZod(parsed.error) };
}

/** Where a target leads; `null` for a page, post or category (the server knows whether it exists). */
export function targetHref(target: MenuTarget): string {
  switch (target.kind) {
    case 'page':
      return target.slug === 'home' ? '/' : `/${target.slug}`;
    case 'post':
      return `/blog/${target.slug}`;
    case 'category':
      return `/blog/category/${target.slug}`;
    case 'route':
      return routePath(target.route) ?? '/';
    case 'anchor':
      return `/#${target.anchor}`;
    case 'external':
      return target.url;
  }
}
