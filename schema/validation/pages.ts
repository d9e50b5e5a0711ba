/**
 * A page of the site built from blocks (issue 31, decision 0059): its address, title, blocks, SEO
 * fields and the editorial fields every editor save carries (the posts' rules: status, the version
 * loaded, a publication date). Checked with the same rules by the admin's page editor and by the
 * server; a page's address may not take a route of the route table (decision 0014).
 */
import { z } from 'zod';
import { APP_ROUTES } from '../routes';
import { blocksSchema, fieldErrorsFromZod, hasNoNul, NUL_MESSAGE, type BlockFieldError } from './page-blocks';
import { isSocialImage, META_DESCRIPTION_MAX_MESSAGE, META_DESCRIPTION_MAX_LENGTH } from './post-seo';
import { SLUG_PATTERN } from './slug';

export const PAGE_SLUG_MAX_LENGTH = 100;
export const PAGE_TITLE_MAX_LENGTH = 200;
const PAGE_SEO_TITLE_MAX_LENGTH = 120;
export const PAGE_NOT_FOUND_MESSAGE = 'Page not found.';
export const DUPLICATE_PAGE_SLUG_MESSAGE = 'A page with this address already exists.';
export const RESERVED_SLUG_MESSAGE = 'This address is taken by a screen of the site; choose another.';
export const SYSTEM_PAGE_MESSAGE = 'This page belongs to a screen of the site: its address cannot change and it cannot be deleted.';

/** Pages whose content a screen of the route table shows (home at `/`, the playbook and calculator screens). */
export const ROUTE_PAGE_SLUGS = ['home', 'playbook', 'calculator'] as const;

/**
 * Pages the site itself reads: the route table's screens, and the glossary whose terms every
 * tooltip shows (seen at /glossary too). Their slug is theirs alone, cannot change, and they cannot
 * be deleted.
 */
export const SYSTEM_PAGE_SLUGS = [...ROUTE_PAGE_SLUGS, 'glossary'] as const;

/** First path segments the server answers itself (not pages): /api, /graphql, media files, share images, health. */
const SERVER_SEGMENTS = ['api', 'graphql', 'media', 'og', 'healthz', 'readyz', 'assets', 'rss', 'sitemap', 'robots'];

/** Every top-level address a page may not take: the route table's first segments and the server's. */
const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  ...APP_ROUTES.map((route) => route.path.split('/')[1]).filter((segment) => segment && !segment.startsWith(':')),
  ...SERVER_SEGMENTS,
]);

/** Whether a page may live at `/{slug}`: a system page at its own slug, or a slug no route takes. */
export function isAllowedPageSlug(slug: string): boolean {
  if ((SYSTEM_PAGE_SLUGS as readonly string[]).includes(slug)) return true;
  return !RESERVED_PAGE_SLUGS.has(slug);
}

/** Where a published page is seen: home at `/`, every other at `/{slug}`. */
export function pagePath(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}`;
}

const STATUS_MESSAGE = 'Status must be DRAFT, IN_REVIEW or PUBLISHED';
const VERSION_MESSAGE = 'Version must be a whole number';

const seoSchema = z.strictObject({
  title: z
    .string({ error: 'SEO title must be text.' })
    .trim()
    .max(PAGE_SEO_TITLE_MAX_LENGTH, `SEO title must be ${PAGE_SEO_TITLE_MAX_LENGTH} characters or less.`)
    .refine(hasNoNul, `SEO title ${NUL_MESSAGE}`)
    .optional(),
  description: z
    .string({ error: 'SEO description must be text.' })
    .trim()
    .max(META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MAX_MESSAGE)
    .optional(),
  image: z
    .string({ error: 'Share image must be text.' })
    .trim()
    .max(2048, 'Share image must be 2048 characters or less.')
    .refine((value) => value === '' || isSocialImage(value), 'Share image must be an image from the media library or an http(s) URL.')
    .optional(),
  noindex: z.boolean({ error: 'noindex must be true or false.' }).optional(),
});

export type PageSeo = z.output<typeof seoSchema>;

/** A page save: { slug, title, blocks, seo, status, expectedVersion, publishedAt }. */
export const pageInputSchema = z.strictObject({
  slug: z
    .string({ error: (issue) => (issue.input === undefined ? 'Slug is required.' : 'Slug must be text.') })
    .trim()
    .min(1, 'Slug is required.')
    .max(PAGE_SLUG_MAX_LENGTH, `Slug must be ${PAGE_SLUG_MAX_LENGTH} characters or less.`)
    .regex(SLUG_PATTERN, 'Slug may contain only lowercase letters, numbers and single hyphens.')
    .refine(isAllowedPageSlug, RESERVED_SLUG_MESSAGE),
  title: z
    .string({ error: (issue) => (issue.input === undefined ? 'Title is required.' : 'Title must be text.') })
    .trim()
    .min(1, 'Title is required.')
    .max(PAGE_TITLE_MAX_LENGTH, `Title must be ${PAGE_TITLE_MAX_LENGTH} characters or less.`)
    .refine(hasNoNul, `Title ${NUL_MESSAGE}`),
  blocks: blocksSchema.default([]),
  seo: seoSchema.default({}),
  status: z.enum(['DRAFT', 'IN_REVIEW', 'PUBLISHED'], { error: STATUS_MESSAGE }).nullish(),
  expectedVersion: z.number({ error: VERSION_MESSAGE }).int(VERSION_MESSAGE).min(1, VERSION_MESSAGE).nullish(),
  publishedAt: z
    .union([z.iso.datetime({ offset: true }), z.date()], { error: 'Publish date must be an ISO 8601 date and time.' })
    .nullish(),
});

export type PageInput = z.output<typeof pageInputSchema>;

/** The result of checking a page save: its value, or one error per field. */
export function checkPageInput(input: unknown): { ok: true; value: PageInput } | { ok: false; errors: BlockFieldError[] } {
  const parsed = pageInputSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrorsFromZod(parsed.error) };
}
