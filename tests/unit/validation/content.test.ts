import {
  BLOG_CATEGORY_TABS,
  DOCUMENT_EXTENSIONS,
  FILE_URL_FIELD_ERROR,
  FILE_URL_TOAST,
  PUBLIC_RESOURCE_TYPES,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  blogPostSchema,
  categorySchema,
  isDocumentFileUrl,
  isValidDateText,
  isWebUrl,
  resourceSchema,
  type BlogPostInput,
  type CategoryInput,
  type ResourceInput,
} from '../../../schema/validation/content';
import { errorsOf, fieldError, repeat } from './helpers';

const SLUG_PATTERN_MSG = 'Slug must use lowercase letters, numbers, and hyphens only';
const TITLE_MIN = 'Title must be at least 5 characters';
const CATEGORY_MSG = 'Please select a category';

const validBlog = {
  title: 'Hello',
  slug: 'abc',
  excerpt: repeat(20, 'e'),
  content: repeat(50, 'c'),
  coverImage: '/images/covers/foo.svg',
  author: 'Jo',
  category: 'strategy',
  tags: 'finops',
  featured: false,
  publishedAt: '2024-05-01T09:30:00.000Z',
};

const validResource = {
  title: 'Guide',
  description: repeat(20, 'd'),
  type: 'whitepaper',
  category: 'strategy',
  fileUrl: '/downloads/foo.pdf',
  coverImage: 'https://cdn.example.com/cover.png',
  featured: true,
  publishedAt: '2024-05-01',
};

const validCategory = { name: 'St', slug: 'st', description: 'About strategy.' };

// ---------------------------------------------------------------------------------------

describe('constants', () => {
  it('RESOURCE_TYPES follows SPEC §9 order, whitepaper first (default)', () => {
    expect(RESOURCE_TYPES.map((t) => t.value)).toEqual(['whitepaper', 'case-study', 'template', 'infographic', 'ebook', 'guide', 'report']);
    for (const t of RESOURCE_TYPES) expect(t.label).toEqual(expect.any(String));
  });

  it('PUBLIC_RESOURCE_TYPES are the four tabbed types', () => {
    expect(PUBLIC_RESOURCE_TYPES).toEqual(['whitepaper', 'case-study', 'template', 'infographic']);
  });

  it('RESOURCE_CATEGORIES follows SPEC §9 order, strategy first (default), with labels', () => {
    expect(RESOURCE_CATEGORIES).toEqual([
      { value: 'strategy', label: 'Strategy' },
      { value: 'cost-optimization', label: 'Cost Optimization' },
      { value: 'best-practices', label: 'Best Practices' },
      { value: 'implementation', label: 'Implementation' },
      { value: 'cloud-providers', label: 'Cloud Providers' },
    ]);
  });

  it('BLOG_CATEGORY_TABS', () => {
    expect(BLOG_CATEGORY_TABS).toEqual([
      { value: 'all', label: 'All' },
      { value: 'strategy', label: 'Strategy' },
      { value: 'technical', label: 'Technical' },
      { value: 'case-studies', label: 'Case Studies' },
      { value: 'tutorials', label: 'Tutorials' },
    ]);
  });

  it('document extensions and the two file-type messages', () => {
    expect(DOCUMENT_EXTENSIONS).toEqual(['.pdf', '.doc', '.docx', '.ppt', '.pptx', '.xlsx', '.zip']);
    expect(FILE_URL_FIELD_ERROR).toBe('Please provide a link to a valid document file (.pdf, .doc, .ppt, etc.)');
    expect(FILE_URL_TOAST).toBe('Invalid file type: Please provide a link to a valid document file (PDF, DOC, PPT, etc.)');
  });
});

describe('isDocumentFileUrl', () => {
  it.each([
    '/downloads/foo.pdf',
    'https://x.com/a.PDF',
    'https://x.com/a.Pdf',
    'https://x.com/a.doc',
    'https://x.com/a.docx?x=1',
    'https://x.com/a.ppt#page=2',
    'https://x.com/a.pptx?x=1#y',
    'https://x.com/a.XLSX',
    'https://x.com/a.zip',
  ])('accepts %j', (url) => {
    expect(isDocumentFileUrl(url)).toBe(true);
  });

  it.each([
    'https://x.com/a.exe',
    'https://x.com/a.pdf.exe',
    'https://x.com/a.xls',
    'https://x.com/a.txt',
    'https://x.com/a',
    'https://x.com/a.exe?file=b.pdf',
    'https://x.com/a.exe#b.pdf',
    'https://x.com/pdf',
    '',
  ])('rejects %j', (url) => {
    expect(isDocumentFileUrl(url)).toBe(false);
  });
});

describe('isWebUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#h',
    'HTTPS://EXAMPLE.COM/A.PNG',
    'http://localhost:3000/x.pdf',
    '/images/covers/foo.svg',
    '/downloads/foo.pdf',
    '/',
  ])('accepts %j', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.pdf',
    'mailto:a@example.com',
    'file:///etc/passwd',
    'not a url',
    'example.com',
    'images/foo.svg',
    './foo.svg',
    '//evil.com',
    '//evil.com/a.pdf',
    '/\\evil.com',
    '/\t/evil.com',
    'http:/example.com',
    'http:example.com',
    'https://',
    'https://exa mple.com',
    '/path with space.png',
    ' https://example.com',
    '',
    null,
    undefined,
    42,
  ])('rejects %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});

describe('isValidDateText', () => {
  it.each(['2024-05-01', '2024-05-01T09:30:00.000Z', '2024-05-01T09:30', '2024-02-29', '2024-05-01T09:30:00+02:00'])(
    'accepts %j',
    (text) => {
      expect(isValidDateText(text)).toBe(true);
    },
  );

  it.each(['not a date', '1', 'May 1, 2024', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-05-01T25:00', ''])(
    'rejects %j',
    (text) => {
      expect(isValidDateText(text)).toBe(false);
    },
  );
});

// ---------------------------------------------------------------------------------------

describe('blogPostSchema', () => {
  const err = (field: string, patch: Record<string, unknown>) => fieldError(blogPostSchema, validBlog, field, patch);

  it('accepts a valid post', () => {
    expect(errorsOf(blogPostSchema, validBlog)).toEqual({});
  });

  it.each([
    [undefined, TITLE_MIN],
    ['', TITLE_MIN],
    ['Hell', TITLE_MIN],
    ['  Hell  ', TITLE_MIN],
    ['Hello', undefined],
    [repeat(200), undefined],
    [repeat(201), 'Title must be 200 characters or less'],
  ])('title %j -> %j', (title, expected) => {
    expect(err('title', { title })).toBe(expected);
  });

  it.each([
    [undefined, 'Slug must be at least 3 characters'],
    ['', 'Slug must be at least 3 characters'],
    ['ab', 'Slug must be at least 3 characters'],
    ['abc', undefined],
    ['a-b-c', undefined],
    ['finops-101', undefined],
    [' abc ', undefined], // trimmed
    ['Abc', SLUG_PATTERN_MSG],
    ['a--b', SLUG_PATTERN_MSG],
    ['-ab', SLUG_PATTERN_MSG],
    ['ab-', SLUG_PATTERN_MSG],
    ['a b', SLUG_PATTERN_MSG],
    ['a_bc', SLUG_PATTERN_MSG],
    [repeat(200), undefined],
    [repeat(201), 'Slug must be 200 characters or less'],
  ])('slug %j -> %j', (slug, expected) => {
    expect(err('slug', { slug })).toBe(expected);
  });

  it.each([
    [undefined, 'Excerpt must be at least 20 characters'],
    ['', 'Excerpt must be at least 20 characters'],
    [repeat(19), 'Excerpt must be at least 20 characters'],
    [repeat(20), undefined],
    [repeat(300), undefined],
    [repeat(301), 'Excerpt must be 300 characters or less'],
  ])('excerpt of %j -> %j', (excerpt, expected) => {
    expect(err('excerpt', { excerpt })).toBe(expected);
  });

  it.each([
    [undefined, 'Content must be at least 50 characters'],
    ['', 'Content must be at least 50 characters'],
    [repeat(49), 'Content must be at least 50 characters'],
    [repeat(50), undefined],
    [`<p>${repeat(43)}</p>`, undefined], // HTML counts as typed
    [repeat(200_000), undefined],
    [repeat(200_001), 'Content must be 200,000 characters or less'],
  ])('content of length %#', (content, expected) => {
    expect(err('content', { content })).toBe(expected);
  });

  it.each([
    [undefined, 'Must be a valid URL'],
    ['', 'Must be a valid URL'],
    ['not a url', 'Must be a valid URL'],
    ['javascript:alert(1)', 'Must be a valid URL'],
    ['//evil.com', 'Must be a valid URL'],
    ['data:image/png;base64,AAAA', 'Must be a valid URL'],
    ['/images/covers/foo.svg', undefined],
    ['https://cdn.example.com/a.png', undefined],
    [`https://x.com/${repeat(2048 - 14)}`, undefined],
    [`https://x.com/${repeat(2048 - 13)}`, 'Cover image URL must be 2048 characters or less'],
  ])('coverImage %j -> %j', (coverImage, expected) => {
    expect(err('coverImage', { coverImage })).toBe(expected);
  });

  it.each([
    [undefined, 'Author name must be at least 2 characters'],
    ['', 'Author name must be at least 2 characters'],
    ['J', 'Author name must be at least 2 characters'],
    ['Jo', undefined],
    [repeat(100), undefined],
    [repeat(101), 'Author name must be 100 characters or less'],
  ])('author %j -> %j', (author, expected) => {
    expect(err('author', { author })).toBe(expected);
  });

  it.each([
    [undefined, CATEGORY_MSG],
    ['', CATEGORY_MSG],
    ['  ', CATEGORY_MSG],
    ['strategy', undefined],
    ['any-existing-category', undefined],
    [repeat(201), 'Category must be 200 characters or less'],
  ])('category %j -> %j', (category, expected) => {
    expect(err('category', { category })).toBe(expected);
  });

  it.each([
    [undefined, 'Please add at least one tag'],
    ['', 'Please add at least one tag'],
    ['   ', 'Please add at least one tag'],
    [',', 'Please add at least one tag'],
    [' , , ', 'Please add at least one tag'],
    ['a', undefined],
    ['finops, cloud', undefined],
    [repeat(500), undefined],
    [repeat(501), 'Tags must be 500 characters or less'],
  ])('tags %j -> %j', (tags, expected) => {
    expect(err('tags', { tags })).toBe(expected);
  });

  it('featured is a boolean defaulting to false', () => {
    const { featured: _omit, ...withoutFeatured } = validBlog;
    expect(blogPostSchema.cast(withoutFeatured).featured).toBe(false);
    expect(blogPostSchema.cast({ ...validBlog, featured: true }).featured).toBe(true);
    expect(err('featured', { featured: 'maybe' })).toBe('Featured must be true or false');
  });

  describe('publishedAt', () => {
    it.each([undefined, null, '', '  ', '2024-05-01T09:30:00.000Z', '2024-05-01', '2030-01-01T00:00'])('accepts %j', (publishedAt) => {
      expect(err('publishedAt', { publishedAt })).toBeUndefined();
    });

    it.each(['not a date', '2024-02-30', '1', 'May 1, 2024'])('rejects %j', (publishedAt) => {
      expect(err('publishedAt', { publishedAt })).toBe('Must be a valid date');
    });

    it("casts '' to undefined and a Date to its ISO text", () => {
      expect(blogPostSchema.cast({ ...validBlog, publishedAt: '' }).publishedAt).toBeUndefined();
      const date = new Date('2024-05-01T09:30:00.000Z');
      expect(blogPostSchema.cast({ ...validBlog, publishedAt: date }).publishedAt).toBe('2024-05-01T09:30:00.000Z');
      expect(err('publishedAt', { publishedAt: date })).toBeUndefined();
      expect(err('publishedAt', { publishedAt: new Date('nope') })).toBe('Must be a valid date');
    });
  });

  it('reports every invalid field with the spec messages', () => {
    expect(errorsOf(blogPostSchema, {})).toEqual({
      title: TITLE_MIN,
      slug: 'Slug must be at least 3 characters',
      excerpt: 'Excerpt must be at least 20 characters',
      content: 'Content must be at least 50 characters',
      coverImage: 'Must be a valid URL',
      author: 'Author name must be at least 2 characters',
      category: CATEGORY_MSG,
      tags: 'Please add at least one tag',
    });
  });

  it('trims strings when casting', () => {
    const cast: BlogPostInput = blogPostSchema.cast({ ...validBlog, title: '  Hello  ', slug: ' abc ' });
    expect(cast.title).toBe('Hello');
    expect(cast.slug).toBe('abc');
  });
});

// ---------------------------------------------------------------------------------------

describe('resourceSchema', () => {
  const err = (field: string, patch: Record<string, unknown>) => fieldError(resourceSchema, validResource, field, patch);

  it('accepts a valid resource', () => {
    expect(errorsOf(resourceSchema, validResource)).toEqual({});
  });

  it.each([
    [undefined, TITLE_MIN],
    ['Guid', TITLE_MIN],
    ['Guide', undefined],
    [repeat(201), 'Title must be 200 characters or less'],
  ])('title %j -> %j', (title, expected) => {
    expect(err('title', { title })).toBe(expected);
  });

  it.each([
    [undefined, 'Description must be at least 20 characters'],
    ['', 'Description must be at least 20 characters'],
    [repeat(19), 'Description must be at least 20 characters'],
    [repeat(20), undefined],
    [repeat(500), undefined],
    [repeat(501), 'Description must be 500 characters or less'],
  ])('description %j -> %j', (description, expected) => {
    expect(err('description', { description })).toBe(expected);
  });

  it.each(RESOURCE_TYPES.map((t) => t.value))('type accepts %j', (type) => {
    expect(err('type', { type })).toBeUndefined();
  });

  it.each([undefined, null, '', 'video', 'Whitepaper', 'case_study'])('type rejects %j', (type) => {
    expect(err('type', { type })).toBe('Please select a resource type');
  });

  it.each(RESOURCE_CATEGORIES.map((c) => c.value))('category accepts %j', (category) => {
    expect(err('category', { category })).toBeUndefined();
  });

  it.each([undefined, '', 'technical', 'Strategy'])('category rejects %j', (category) => {
    expect(err('category', { category })).toBe(CATEGORY_MSG);
  });

  describe('fileUrl', () => {
    const FILE_URL = 'Must be a valid URL to the downloadable file';

    it.each([
      '/downloads/foo.pdf',
      'https://x.com/a.PDF',
      'https://x.com/a.docx?x=1',
      'https://x.com/a.doc',
      'https://x.com/a.ppt',
      'https://x.com/a.pptx',
      'https://x.com/a.xlsx',
      'https://x.com/a.zip#top',
    ])('accepts %j', (fileUrl) => {
      expect(err('fileUrl', { fileUrl })).toBeUndefined();
    });

    it.each([
      [undefined, FILE_URL],
      ['', FILE_URL],
      ['not a url', FILE_URL],
      ['javascript:alert(1)', FILE_URL],
      ['javascript:alert(1)//a.pdf', FILE_URL],
      ['//evil.com/a.pdf', FILE_URL],
      ['ftp://x.com/a.pdf', FILE_URL],
      ['https://x.com/a.exe', FILE_URL_FIELD_ERROR],
      ['https://x.com/a.pdf.exe', FILE_URL_FIELD_ERROR],
      ['/downloads/foo', FILE_URL_FIELD_ERROR],
      [`https://x.com/${repeat(2048 - 18)}.pdf`, undefined],
      [`https://x.com/${repeat(2048 - 17)}.pdf`, 'File URL must be 2048 characters or less'],
    ])('%j -> %j', (fileUrl, expected) => {
      expect(err('fileUrl', { fileUrl })).toBe(expected);
    });
  });

  it.each([
    [undefined, 'Must be a valid URL for the cover image'],
    ['not a url', 'Must be a valid URL for the cover image'],
    ['//evil.com/x.png', 'Must be a valid URL for the cover image'],
    ['javascript:alert(1)', 'Must be a valid URL for the cover image'],
    ['/images/covers/x.svg', undefined],
    ['http://cdn.example.com/x.png', undefined],
    [`https://x.com/${repeat(2048 - 13)}`, 'Cover image URL must be 2048 characters or less'],
  ])('coverImage %j -> %j', (coverImage, expected) => {
    expect(err('coverImage', { coverImage })).toBe(expected);
  });

  it('featured defaults to false; publishedAt optional but must be a date when present', () => {
    const { featured: _f, publishedAt: _p, ...rest } = validResource;
    const cast: ResourceInput = resourceSchema.cast(rest);
    expect(cast.featured).toBe(false);
    expect(cast.publishedAt).toBeUndefined();
    expect(errorsOf(resourceSchema, rest)).toEqual({});
    expect(err('publishedAt', { publishedAt: 'soon' })).toBe('Must be a valid date');
  });

  it('reports every missing field with the spec messages', () => {
    expect(errorsOf(resourceSchema, {})).toEqual({
      title: TITLE_MIN,
      description: 'Description must be at least 20 characters',
      type: 'Please select a resource type',
      category: CATEGORY_MSG,
      fileUrl: 'Must be a valid URL to the downloadable file',
      coverImage: 'Must be a valid URL for the cover image',
    });
  });
});

// ---------------------------------------------------------------------------------------

describe('categorySchema', () => {
  const err = (field: string, patch: Record<string, unknown>) => fieldError(categorySchema, validCategory, field, patch);

  it('accepts a valid category, with or without description', () => {
    expect(errorsOf(categorySchema, validCategory)).toEqual({});
    expect(errorsOf(categorySchema, { name: 'Strategy', slug: 'strategy' })).toEqual({});
    expect(errorsOf(categorySchema, { name: 'Strategy', slug: 'strategy', description: null })).toEqual({});
    expect(errorsOf(categorySchema, { name: 'Strategy', slug: 'strategy', description: '' })).toEqual({});
  });

  it.each([
    [undefined, 'Name must be at least 2 characters'],
    ['', 'Name must be at least 2 characters'],
    ['S', 'Name must be at least 2 characters'],
    ['St', undefined],
    [repeat(100), undefined],
    [repeat(101), 'Name must be 100 characters or less'],
  ])('name %j -> %j', (name, expected) => {
    expect(err('name', { name })).toBe(expected);
  });

  it.each([
    [undefined, 'Slug must be at least 2 characters'],
    ['', 'Slug must be at least 2 characters'],
    ['a', 'Slug must be at least 2 characters'],
    ['ab', undefined],
    ['a-b', undefined],
    ['Ab', SLUG_PATTERN_MSG],
    ['a--b', SLUG_PATTERN_MSG],
    ['-ab', SLUG_PATTERN_MSG],
    ['ab-', SLUG_PATTERN_MSG],
    [repeat(100), undefined],
    [repeat(101), 'Slug must be 100 characters or less'],
  ])('slug %j -> %j', (slug, expected) => {
    expect(err('slug', { slug })).toBe(expected);
  });

  it.each([
    [repeat(500), undefined],
    [repeat(501), 'Description must be 500 characters or less'],
  ])('description of length %#', (description, expected) => {
    expect(err('description', { description })).toBe(expected);
  });

  it('infers CategoryInput', () => {
    const cast: CategoryInput = categorySchema.cast({ name: ' Strategy ', slug: 'strategy' });
    expect(cast).toEqual({ name: 'Strategy', slug: 'strategy' });
  });
});
