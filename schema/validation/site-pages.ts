/**
 * Editable content pages (issue 14): the privacy policy at /privacy. The title and the HTML are
 * checked here for the admin form and the server; the server also sanitises the HTML with the
 * article allow-list (schema/validation/article-html.ts).
 */
import * as yup from 'yup';

export const SITE_PAGE_SLUGS = ['privacy'] as const;

export const SITE_PAGE_TITLE_MAX_LENGTH = 200;
const SITE_PAGE_HTML_MAX_LENGTH = 100_000;
export const SITE_PAGE_NOT_FOUND_MESSAGE = 'Page not found.';

export const sitePageSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required('Title is required.')
    .max(SITE_PAGE_TITLE_MAX_LENGTH, `Title must be ${SITE_PAGE_TITLE_MAX_LENGTH} characters or less.`),
  html: yup
    .string()
    .trim()
    .required('Content is required.')
    .max(SITE_PAGE_HTML_MAX_LENGTH, `Content must be ${SITE_PAGE_HTML_MAX_LENGTH} characters or less.`),
});
