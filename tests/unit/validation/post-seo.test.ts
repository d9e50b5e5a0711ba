// A post's SEO fields (issue 12, decision 0031): the shared rules and messages, and how the
// editor's previews cut text as a search result would.
import { blogPostSchema } from '../../../schema/validation/content';
import {
  CANONICAL_URL_MESSAGE,
  isAbsoluteHttpUrl,
  isSocialImage,
  lengthHint,
  META_DESCRIPTION_MAX_MESSAGE,
  META_TITLE_MAX_MESSAGE,
  META_TITLE_RECOMMENDED,
  SOCIAL_IMAGE_MESSAGE,
  truncateForSearch,
} from '../../../schema/validation/post-seo';

const post = (seo: Record<string, unknown>) => ({
  title: 'A valid title',
  slug: 'a-valid-slug',
  excerpt: 'An excerpt that is long enough for the rules.',
  content: '<p>Content that is long enough to pass the fifty character rule of the spec.</p>',
  coverImage: '/images/covers/x.svg',
  author: 'Author',
  category: 'cost-optimization',
  tags: 'a',
  ...seo,
});

async function errorsOf(seo: Record<string, unknown>): Promise<string[]> {
  try {
    await blogPostSchema.validate(post(seo), { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('post SEO fields', () => {
  it('are optional: absent, null or empty pass', async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({ metaTitle: null, metaDescription: '', socialImage: '', canonicalUrl: null })).toEqual([]);
  });

  it('refuse too long texts with the messages', async () => {
    expect(await errorsOf({ metaTitle: 'x'.repeat(121) })).toEqual([META_TITLE_MAX_MESSAGE]);
    expect(await errorsOf({ metaDescription: 'x'.repeat(321) })).toEqual([META_DESCRIPTION_MAX_MESSAGE]);
    expect(await errorsOf({ metaTitle: 'x'.repeat(120), metaDescription: 'x'.repeat(320) })).toEqual([]);
  });

  it('take only an absolute http(s) canonical URL', async () => {
    for (const bad of ['/blog/x', 'example.com/x', 'javascript:alert(1)', 'ftp://example.com/x', 'https://', 'https://exa mple.com']) {
      expect(await errorsOf({ canonicalUrl: bad })).toEqual([CANONICAL_URL_MESSAGE]);
      expect(isAbsoluteHttpUrl(bad)).toBe(false);
    }
    expect(await errorsOf({ canonicalUrl: 'https://example.com/original' })).toEqual([]);
  });

  it('take a media library file or an http(s) image as social image', async () => {
    expect(isSocialImage('/media/0123456789abcdef0123456789abcdef.png')).toBe(true);
    expect(isSocialImage('https://cdn.example.com/a.jpg')).toBe(true);
    expect(await errorsOf({ socialImage: '/etc/passwd' })).toEqual([SOCIAL_IMAGE_MESSAGE]);
    expect(await errorsOf({ socialImage: 'data:image/png;base64,AAAA' })).toEqual([SOCIAL_IMAGE_MESSAGE]);
  });
});

describe('search-result previews', () => {
  it('show a text that fits whole and cut a longer one at a word, with an ellipsis', () => {
    expect(truncateForSearch('Short title', 60)).toBe('Short title');
    const cut = truncateForSearch('word '.repeat(40), 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toMatch(/word…$/);
  });

  it('hint where a length sits against the recommended range', () => {
    expect(lengthHint(0, META_TITLE_RECOMMENDED)).toBe('empty');
    expect(lengthHint(10, META_TITLE_RECOMMENDED)).toBe('short');
    expect(lengthHint(45, META_TITLE_RECOMMENDED)).toBe('good');
    expect(lengthHint(61, META_TITLE_RECOMMENDED)).toBe('long');
  });
});
