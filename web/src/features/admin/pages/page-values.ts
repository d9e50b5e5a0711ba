// The page editor's values and what a save sends (issue 31, decision 0065): the form holds the
// blocks as plain objects, the SEO fields under the names the posts' SEO card uses, and the
// publication time; a save sends the server's page input, checked first by the same schema the
// server applies (schema/validation/pages.ts), so every message shown is the server's own.
import { checkPageInput } from '../../../../../schema/validation/pages';
import type { AdminPageFieldsFragment } from '../../../graphql/generated';
import { blockLabel, newBlockKey, type BlockValue } from './block-fields';

export interface PageFormValues {
  title: string;
  slug: string;
  blocks: BlockValue[];
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  noindex: boolean;
  /** ISO instant; '' for now. */
  publishedAt: string;
}

/** A stored page's values (blocks without a key get one: drag and drop and React need it). */
export function pageFormValues(page: AdminPageFieldsFragment | null): PageFormValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    blocks: ((page?.blocks ?? []) as BlockValue[]).map((block) => (block.key ? block : { ...block, key: newBlockKey() })),
    metaTitle: page?.seo.title ?? '',
    metaDescription: page?.seo.description ?? '',
    socialImage: page?.seo.image ?? '',
    noindex: page?.seo.noindex ?? false,
    publishedAt: page && page.status !== 'DRAFT' && page.status !== 'IN_REVIEW' ? page.publishedAt : '',
  };
}

/** An object without its empty texts and unset values (an optional field left empty is not stored). */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field === '' || field === undefined || field === null) continue;
      result[key] = withoutEmpty(field);
    }
    return result;
  }
  return value;
}

/** The page input of a save (the editorial fields are added by the caller). */
export function toPageInput(values: PageFormValues) {
  return {
    slug: values.slug.trim(),
    title: values.title.trim(),
    blocks: values.blocks.map((block) => withoutEmpty(block) as Record<string, unknown>),
    seo: {
      title: values.metaTitle.trim(),
      description: values.metaDescription.trim(),
      image: values.socialImage.trim(),
      noindex: values.noindex,
    },
    ...(values.publishedAt ? { publishedAt: values.publishedAt } : {}),
  };
}

/** Where the server names a field, and where the form holds it. */
const FORM_FIELDS: Record<string, string> = {
  'seo.title': 'metaTitle',
  'seo.description': 'metaDescription',
  'seo.image': 'socialImage',
  'seo.noindex': 'noindex',
};

/** Every problem of the values, by the form's field path (`blocks.2.items.0.answer`); empty when a save may go. */
export function pageErrors(values: PageFormValues): Record<string, string> {
  const checked = checkPageInput(toPageInput(values));
  if (checked.ok) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of checked.errors) errors[FORM_FIELDS[field] ?? field] = message;
  return errors;
}

/** Move one entry of a list (a block, a menu entry) to another position. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** `items.0.title: Cost review` lines of an object's texts, for the diff of revisions and conflicts. */
function textLines(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textLines(item, path ? `${path}.${index + 1}` : String(index + 1)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, field]) =>
      path === '' && (key === 'type' || key === 'key') ? [] : textLines(field, path ? `${path}.${key}` : key),
    );
  }
  return value === undefined || value === '' ? [] : [`${path}: ${String(value)}`];
}

/** A page's blocks as text: one paragraph per block, a line per field. */
export function blocksText(blocks: readonly Record<string, unknown>[]): string {
  return blocks
    .map((block, index) => [`${index + 1}. ${blockLabel(String(block.type))}`, ...textLines(withoutEmpty(block), '')].join('\n'))
    .join('\n\n');
}
