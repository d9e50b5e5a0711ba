// The blog list (SPEC §2 'Blog list', /blog and /blog/category/:category). The route holds the
// category, the query string holds the rest (?page=2&q=kubernetes), so a server render of a URL
// is that exact list and back/forward walk through it. Posts are paginated and searched on the
// server, six at a time.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams, type To } from 'react-router-dom';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { ContentHero } from '../../app/content-page';
import { prefersReducedMotion } from '../../app/reduced-motion';
import { NotFoundPage } from '../../app/not-found-page';
import { useBlogListCategoriesQuery } from '../../graphql/generated';
import { GridTabs, gridTabId } from '../../app/grid-tabs';
import { usePageMeta } from '../../app/use-page-meta';
import { parsePage } from '../../domain/pagination';
import { ALL_CATEGORIES, BLOG_CATEGORY_TABS, categoryPath, useCategoryName } from './blog-categories';
import { BlogPostsCell } from './blog-posts-cell';
import './blog.css';
import { BLOG_PAGE_SIZE } from '../../../../schema/validation/paging';

// SPEC §9: six posts a page.
const SEARCH_DEBOUNCE_MS = 300;
const TABS_ID = 'blog-category';
/** Longer than a smooth scroll takes; then the page is checked to be at the top. */
const SCROLL_SETTLE_MS = 900;
const PANEL_ID = 'blog-posts';

const TABS = BLOG_CATEGORY_TABS.map((tab) => ({ ...tab, to: categoryPath(tab.value) }));

/** The query string with `page` set to `target` (page 1 is the bare URL). */
function withPage(params: URLSearchParams, target: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (target > 1) next.set('page', String(target));
  else next.delete('page');
  return next;
}

/**
 * SPEC §2: a page change scrolls smoothly to the top. The new page's cards replace the skeletons
 * mid-animation, and a layout shift can cut a smooth scroll short, so once scrolling settles the
 * top is reached for sure — unless the reader scrolled meanwhile.
 */
function scrollToTop() {
  const reduceMotion = prefersReducedMotion();
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  if (reduceMotion) return;
  let readerScrolled = false;
  const onInput = () => (readerScrolled = true);
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of inputs) window.addEventListener(type, onInput, { once: true, passive: true });
  window.setTimeout(() => {
    for (const type of inputs) window.removeEventListener(type, onInput);
    if (!readerScrolled && window.scrollY > 0) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, SCROLL_SETTLE_MS);
}

export function BlogListPage() {
  const { category = ALL_CATEGORIES } = useParams<{ category?: string }>();
  const [searchParams, setSearchParams] = useSearchParams();
  // SPEC §5: the search applies only when its text is non-empty.
  const search = (searchParams.get('q') ?? '').trim();
  const page = parsePage(searchParams.get('page'));
  const categoryName = useCategoryName();

  // The box holds what is typed; the URL holds the applied search. The URL wins when it changes
  // by navigation (a tab, back/forward); typing reaches the URL after a pause.
  const [text, setText] = useState(search);
  const [appliedSearch, setAppliedSearch] = useState(search);
  if (search !== appliedSearch) {
    setAppliedSearch(search);
    if (text.trim() !== search) setText(search);
  }

  // Set while a tab's own navigation is dropping the search: the box is emptied at once, and the
  // URL must not be written from the old location meanwhile (it would undo the tab's navigation).
  const clearingForTab = useRef(false);

  useEffect(() => {
    const term = text.trim();
    if (term === search) {
      clearingForTab.current = false;
      return;
    }
    if (clearingForTab.current) return;
    const timer = window.setTimeout(
      () =>
        // SPEC §2: a search resets nothing else (tab and page stay; a page past the end of the
        // results is brought back to the last page by the list).
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            if (term) next.set('q', term);
            else next.delete('q');
            return next;
          },
          { replace: true },
        ),
      term ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [text, search, setSearchParams]);

  const pageLink = (target: number): To => {
    const query = withPage(searchParams, target).toString();
    return { search: query ? `?${query}` : '' };
  };
  const onPageOutOfRange = (lastPage: number) => setSearchParams((params) => withPage(params, lastPage), { replace: true });

  const isAll = category === ALL_CATEGORIES;
  const label = isAll ? '' : categoryName(category);
  usePageMeta(
    `${isAll ? '' : `${label} — `}FinOps Insights${page > 1 ? ` (page ${page})` : ''} | FinOps Consulting`,
    isAll
      ? 'Articles on cloud cost optimization, FinOps strategy, case studies and hands-on tutorials from our FinOps consultants.'
      : `${label} articles from FinOps Insights: practical cloud cost management advice from our FinOps consultants.`,
    { breadcrumbs: isAll ? [] : [{ name: 'FinOps Insights', path: '/blog' }], page: search ? 1 : page },
  );

  const hasTab = TABS.some((tab) => tab.value === category);
  // /blog/category/{unknown} is the not-found screen (status 404 from the server), once the category
  // list has answered: a tab's value, or a category an admin created, is known.
  const { data: categoryList } = useBlogListCategoriesQuery();
  const unknownCategory =
    !isAll && !hasTab && categoryList !== undefined && !categoryList.categories.some((known) => known.slug === category);
  if (unknownCategory) return <NotFoundPage />;
  return (
    <>
      <ContentHero
        // A category's page names it in its heading, as in its title.
        title={isAll ? 'FinOps Insights' : `${label} — FinOps Insights`}
        intro="Practical articles on cloud cost optimization, FinOps strategy and hands-on techniques from our consultants, with case studies from real engagements."
      >
        {/* SPEC §2: submitting the search form does nothing extra. */}
        <form role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
          <Input
            size="large"
            aria-label="Search articles"
            placeholder="Search articles..."
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </ContentHero>

      <div className="container content-body">
        <GridTabs
          label="Blog categories"
          tabs={TABS}
          value={category}
          idPrefix={TABS_ID}
          panelId={PANEL_ID}
          // SPEC §2: choosing a tab clears the search and goes to page 1 (its link has no query string).
          onSelect={() => {
            if (text === '' && search === '') return;
            clearingForTab.current = true;
            setText('');
          }}
        />
        <div
          id={PANEL_ID}
          role="tabpanel"
          aria-labelledby={hasTab ? gridTabId(TABS_ID, category) : undefined}
          aria-label={hasTab ? undefined : `${label} articles`}
          className="content-body__panel"
        >
          <BlogPostsCell
            category={category}
            search={search}
            page={page}
            pageSize={BLOG_PAGE_SIZE}
            categoryName={categoryName}
            pageLink={pageLink}
            onPageChange={scrollToTop}
            onPageOutOfRange={onPageOutOfRange}
          />
        </div>
      </div>
    </>
  );
}
