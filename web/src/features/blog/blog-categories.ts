// Blog categories as the list shows them: the tabs of SPEC §2 and the display name of a category
// slug (from the categories query when it has answered, else the tab label, else the slug).
import { useBlogListCategoriesQuery } from '../../graphql/generated';

type SharedContent = typeof import('../../../../schema/validation/content');

/**
 * The tabs of SPEC §2, as in schema/validation/content.ts. Copied rather than imported: that
 * module also builds the editors' yup schemas, which would add yup (~13 kB gzip) to the public
 * blog pages. `satisfies` makes the compiler reject any drift from the shared list.
 */
export const BLOG_CATEGORY_TABS = [
  { value: 'all', label: 'All' },
  { value: 'strategy', label: 'Strategy' },
  { value: 'technical', label: 'Technical' },
  { value: 'case-studies', label: 'Case Studies' },
  { value: 'tutorials', label: 'Tutorials' },
] as const satisfies SharedContent['BLOG_CATEGORY_TABS'];

export const ALL_CATEGORIES = 'all';

/** '/blog' for all, '/blog/category/{value}' for a category. */
export function categoryPath(value: string): string {
  return value === ALL_CATEGORIES ? '/blog' : `/blog/category/${encodeURIComponent(value)}`;
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A function from category slug to display name. SPEC §3 says the category list is fetched on the
 * blog list; it is one small cached query, so it names the categories on the cards.
 */
export function useCategoryName(): (slug: string) => string {
  const { data } = useBlogListCategoriesQuery();
  const categories = data?.categories;
  return (slug: string) =>
    categories?.find((category) => category.slug === slug)?.name ??
    BLOG_CATEGORY_TABS.find((tab) => tab.value === slug)?.label ??
    titleCase(slug);
}
