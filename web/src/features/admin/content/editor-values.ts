// The editors' form values and how they become the API's inputs (SPEC §2 'Admin editors',
// §4 slug rules, §9 defaults). Pure: the pages call these, tests/unit/admin checks them.
import { DEFAULT_RESOURCE_CATEGORY, DEFAULT_RESOURCE_TYPE } from '../../../../../schema/validation/content';
import { slugify } from '../../../../../schema/validation/slug';

/** SPEC §9: the default author is the company name. The server fills it in when the field is left empty. */
export const DEFAULT_AUTHOR = 'FinOps Consulting';

/**
 * SPEC §4: leaving the title (or name) field fills the slug only when creating and only while the
 * slug is empty; returns the new slug, or null to leave it alone. (The Generate button always
 * regenerates with slugify directly.)
 */
export function autoSlug(creating: boolean, currentSlug: string, source: string): string | null {
  if (!creating || currentSlug.trim() !== '') return null;
  const slug = slugify(source);
  return slug ? slug : null;
}

// ---- blog post --------------------------------------------------------------------------------

export interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string;
  category: string;
  tags: string;
  author: string;
  featured: boolean;
  /** ISO date-time (UTC); '' when cleared. */
  publishedAt: string;
  content: string;
  /** SEO and social fields (decision 0031): '' means the post's own. */
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  canonicalUrl: string;
}

interface PostSource {
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string;
  category: string;
  tags: string;
  author: string;
  featured: boolean;
  publishedAt: string;
  /** The stored status (absent for a revision): a draft's past date is no choice to show. */
  status?: string;
  content: string;
  metaTitle?: string;
  metaDescription?: string;
  socialImage?: string;
  canonicalUrl?: string;
}

/**
 * A new post's values, or an existing post's. The publication time is empty ("Now": dated when
 * published, issue 34) for a new post and for a draft or a post in review whose stored date has
 * passed (that date is when it was written, not a choice); a future date is a schedule and shows.
 */
export function blogFormValues(post: PostSource | null | undefined, now: Date = new Date()): BlogFormValues {
  if (!post) {
    return {
      title: '',
      slug: '',
      excerpt: '',
      coverImage: '',
      category: '',
      tags: '',
      author: '',
      featured: false,
      publishedAt: '',
      content: '',
      metaTitle: '',
      metaDescription: '',
      socialImage: '',
      canonicalUrl: '',
    };
  }
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    coverImage: post.coverImage,
    category: post.category,
    tags: post.tags,
    author: post.author,
    featured: post.featured,
    publishedAt: unpublished(post.status) && !isScheduled(post.publishedAt, now) ? '' : post.publishedAt,
    content: post.content,
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    socialImage: post.socialImage ?? '',
    canonicalUrl: post.canonicalUrl ?? '',
  };
}

/**
 * The values the shared blogPostSchema checks: an empty author stands for the default the
 * server applies, so only an author actually typed is held to the 2-character rule.
 */
export function blogValuesForValidation(values: BlogFormValues): BlogFormValues {
  return { ...values, author: values.author.trim() === '' ? DEFAULT_AUTHOR : values.author };
}

export interface PostInputShape {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  coverImage: string;
  author?: string;
  category: string;
  tags: string;
  featured: boolean;
  publishedAt?: string;
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  canonicalUrl: string;
}

export function toPostInput(values: BlogFormValues): PostInputShape {
  const author = values.author.trim();
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    coverImage: values.coverImage.trim(),
    ...(author ? { author } : {}),
    category: values.category,
    tags: values.tags.trim(),
    featured: values.featured,
    ...(values.publishedAt ? { publishedAt: values.publishedAt } : {}),
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    socialImage: values.socialImage.trim(),
    canonicalUrl: values.canonicalUrl.trim(),
  };
}

const unpublished = (status: string | undefined): boolean => status === 'DRAFT' || status === 'IN_REVIEW';

/** SPEC §4: 'Scheduled' when publishedAt is later than now, otherwise 'Published'. */
export function isScheduled(publishedAt: string, now: Date = new Date()): boolean {
  const time = Date.parse(publishedAt);
  return Number.isFinite(time) && time > now.getTime();
}

// ---- resource ---------------------------------------------------------------------------------

export interface ResourceFormValues {
  title: string;
  description: string;
  coverImage: string;
  type: string;
  category: string;
  fileUrl: string;
  featured: boolean;
}

interface ResourceSource {
  title: string;
  description: string;
  coverImage: string;
  type: string;
  category: string;
  fileUrl: string;
  featured: boolean;
}

export function resourceFormValues(resource: ResourceSource | null | undefined): ResourceFormValues {
  if (!resource) {
    return {
      title: '',
      description: '',
      coverImage: '',
      type: DEFAULT_RESOURCE_TYPE,
      category: DEFAULT_RESOURCE_CATEGORY,
      fileUrl: '',
      featured: false,
    };
  }
  const { title, description, coverImage, type, category, fileUrl, featured } = resource;
  return { title, description, coverImage, type, category, fileUrl, featured };
}

/** publishedAt is left out: now on create, unchanged on update (the server's rule). */
export function toResourceInput(values: ResourceFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    coverImage: values.coverImage.trim(),
    type: values.type,
    category: values.category,
    fileUrl: values.fileUrl.trim(),
    featured: values.featured,
  };
}

// ---- category ---------------------------------------------------------------------------------

export interface CategoryFormValues {
  name: string;
  slug: string;
  description: string;
}

export function categoryFormValues(
  category: { name: string; slug: string; description?: string | null } | null | undefined,
): CategoryFormValues {
  return { name: category?.name ?? '', slug: category?.slug ?? '', description: category?.description ?? '' };
}

/** An empty description is sent as null, so the table shows '-' for it. */
export function toCategoryInput(values: CategoryFormValues) {
  const description = values.description.trim();
  return { name: values.name.trim(), slug: values.slug.trim(), description: description || null };
}
