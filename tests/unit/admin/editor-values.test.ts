import { blogPostSchema, categorySchema, resourceSchema } from '../../../schema/validation/content';
import {
  autoSlug,
  blogFormValues,
  blogValuesForValidation,
  categoryFormValues,
  DEFAULT_AUTHOR,
  isScheduled,
  resourceFormValues,
  toCategoryInput,
  toPostInput,
  toResourceInput,
} from '../../../web/src/features/admin/content/editor-values';

describe('autoSlug (SPEC §4: on leaving the title, only when creating and only if the slug is empty)', () => {
  it('fills an empty slug when creating', () => {
    expect(autoSlug(true, '', 'Hello World Again')).toBe('hello-world-again');
    expect(autoSlug(true, '   ', 'Café Costs')).toBe('cafe-costs');
  });
  it('leaves a typed slug alone', () => {
    expect(autoSlug(true, 'my-slug', 'Hello World')).toBeNull();
  });
  it('never changes the slug when editing', () => {
    expect(autoSlug(false, '', 'Hello World')).toBeNull();
  });
  it('gives nothing for a title without letters or digits', () => {
    expect(autoSlug(true, '', '   !!! ')).toBeNull();
  });
});

describe('blog post values', () => {
  const now = new Date('2025-03-03T09:30:00.000Z');

  it('a new post is dated when published (an empty date: "Now"), with an empty author', () => {
    const values = blogFormValues(null, now);
    expect(values.publishedAt).toBe('');
    expect('publishedAt' in toPostInput(values)).toBe(false);
    expect(values.author).toBe('');
    expect(values.featured).toBe(false);
  });

  it('an empty author is validated as the default and left out of the input (the server fills it in)', async () => {
    const values = {
      ...blogFormValues(null, now),
      title: 'A title long enough',
      slug: 'a-title-long-enough',
      excerpt: 'An excerpt of at least twenty characters.',
      coverImage: 'https://example.com/c.png',
      category: 'strategy',
      tags: 'finops',
      content: '<p>'.padEnd(60, 'x') + '</p>',
    };
    expect(blogValuesForValidation(values).author).toBe(DEFAULT_AUTHOR);
    await expect(blogPostSchema.validate(blogValuesForValidation(values))).resolves.toBeTruthy();
    const input = toPostInput(values);
    expect('author' in input).toBe(false);
    expect(toPostInput({ ...values, publishedAt: '2025-03-03T09:30:00.000Z' }).publishedAt).toBe('2025-03-03T09:30:00.000Z');
  });

  it('a draft’s past date is not shown as a choice; a scheduled date and a live post’s date are (issue 34)', () => {
    const stored = { ...blogFormValues(null, now), author: 'Ann', publishedAt: '2025-03-01T08:00:00.000Z' };
    expect(blogFormValues({ ...stored, status: 'DRAFT' }, now).publishedAt).toBe('');
    expect(blogFormValues({ ...stored, status: 'IN_REVIEW' }, now).publishedAt).toBe('');
    expect(blogFormValues({ ...stored, status: 'PUBLISHED' }, now).publishedAt).toBe('2025-03-01T08:00:00.000Z');
    expect(blogFormValues({ ...stored, status: 'DRAFT', publishedAt: '2025-04-01T08:00:00.000Z' }, now).publishedAt).toBe(
      '2025-04-01T08:00:00.000Z',
    );
    // A revision (no status) keeps its date.
    expect(blogFormValues(stored, now).publishedAt).toBe('2025-03-01T08:00:00.000Z');
  });

  it('a one-letter author still breaks the rule', async () => {
    const values = { ...blogFormValues(null, now), author: 'J' };
    await expect(blogPostSchema.validateAt('author', blogValuesForValidation(values))).rejects.toThrow(
      'Author name must be at least 2 characters',
    );
  });

  it('trims text fields and keeps the content as written', () => {
    const input = toPostInput({
      ...blogFormValues(null, now),
      title: '  T  ',
      tags: ' a, b ',
      author: ' Jane ',
      content: ' <p>x</p> ',
      publishedAt: '',
    });
    expect(input).toMatchObject({ title: 'T', tags: 'a, b', author: 'Jane', content: ' <p>x</p> ' });
    expect('publishedAt' in input).toBe(false);
  });

  it('loads an existing post as it is', () => {
    const post = {
      title: 'T',
      slug: 's',
      excerpt: 'e',
      coverImage: 'c',
      category: 'k',
      tags: 't',
      author: 'a',
      featured: true,
      publishedAt: '2030-01-01T00:00:00.000Z',
      content: '<p>c</p>',
      metaTitle: 'Meta',
      metaDescription: 'Description',
      socialImage: '/media/0123456789abcdef0123456789abcdef.png',
      canonicalUrl: 'https://example.com/x',
    };
    expect(blogFormValues(post)).toEqual(post);
  });

  it('sends the SEO fields trimmed, empty ones as empty text (the post own values are used)', () => {
    const input = toPostInput({ ...blogFormValues(null, now), metaTitle: '  Meta  ', canonicalUrl: ' https://example.com/x ' });
    expect(input).toMatchObject({ metaTitle: 'Meta', metaDescription: '', socialImage: '', canonicalUrl: 'https://example.com/x' });
  });
});

describe('isScheduled (SPEC §4)', () => {
  const now = new Date('2025-03-03T09:30:00.000Z');
  it.each([
    ['2025-03-03T09:30:00.001Z', true],
    ['2025-03-03T09:30:00.000Z', false],
    ['2020-01-01T00:00:00.000Z', false],
    ['not a date', false],
  ])('%s -> %s', (publishedAt, scheduled) => expect(isScheduled(publishedAt, now)).toBe(scheduled));
});

describe('resource values', () => {
  it('defaults to whitepaper and strategy (SPEC §9)', () => {
    expect(resourceFormValues(null)).toMatchObject({ type: 'whitepaper', category: 'strategy', featured: false });
  });
  it('makes an input the shared schema accepts', async () => {
    const input = toResourceInput({
      ...resourceFormValues(null),
      title: ' The FinOps guide ',
      description: 'A description of twenty characters or more.',
      coverImage: 'https://example.com/c.png',
      fileUrl: ' https://example.com/guide.pdf ',
    });
    expect(input.fileUrl).toBe('https://example.com/guide.pdf');
    await expect(resourceSchema.validate(input)).resolves.toBeTruthy();
  });
  it('a non-document file address breaks the extension rule', async () => {
    await expect(resourceSchema.validateAt('fileUrl', { fileUrl: 'https://example.com/page.html' })).rejects.toThrow(
      'Please provide a link to a valid document file (.pdf, .doc, .ppt, etc.)',
    );
  });
});

describe('category values', () => {
  it('an empty description is sent as null', async () => {
    const input = toCategoryInput({ name: ' Tutorials ', slug: 'tutorials', description: '  ' });
    expect(input).toEqual({ name: 'Tutorials', slug: 'tutorials', description: null });
    await expect(categorySchema.validate(input)).resolves.toBeTruthy();
  });
  it('loads an existing category, a null description as empty text', () => {
    expect(categoryFormValues({ name: 'N', slug: 's', description: null })).toEqual({ name: 'N', slug: 's', description: '' });
  });
});
