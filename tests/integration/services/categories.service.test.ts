// The categories' rules, called on the service against a database of this file's own (no HTTP):
// an empty description stored as null, unique slugs, the shared validation, a slug rename that
// carries its posts, and no deletion while any post (a scheduled one too) uses the category.
// graphql-admin.test.ts keeps the GraphQL contract: the shapes and one example of each error.
import { CATEGORY_IN_USE_MESSAGE } from '../../../schema/validation/content';
import { DomainError, InputValidationError } from '../../../graphql-server/src/shared/errors';
import { startTestServices, type TestServices } from '../../support/test-services';
import { START_TIMEOUT, validCategory, validPost } from '../helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('categories service', () => {
  let harness: TestServices;
  const categories = () => harness.services.categories;
  const posts = () => harness.services.posts;

  beforeAll(async () => {
    harness = await startTestServices({ seed: true });
  }, START_TIMEOUT);
  afterAll(() => harness?.close());

  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    if (!error) throw new Error('Expected a rejection');
    return error;
  };
  const expectConflict = async (promise: Promise<unknown>, message: string) => {
    const error = await rejection(promise);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'CONFLICT', message });
  };

  it('stores an empty description as null', async () => {
    const input = validCategory({ description: '' });
    const created = await categories().create(input);
    expect(created).toMatchObject({ name: input.name, slug: input.slug, description: null });
    expect((await categories().getBySlug(input.slug))?.id).toBe(created.id);
  });

  it('refuses a duplicate slug on create and on update, leaving the category as it was', async () => {
    const first = await categories().create(validCategory());
    await expectConflict(categories().create(validCategory({ slug: 'strategy' })), 'A category with this slug already exists.');
    await expectConflict(categories().update(first.id, validCategory({ slug: 'technical' })), 'A category with this slug already exists.');
    expect((await categories().getById(first.id))?.slug).toBe(first.slug);
  });

  it.each([
    ['name', 'Name must be at least 2 characters', { name: 'A' }],
    ['slug', 'Slug must be at least 2 characters', { slug: 'a' }],
    ['slug', 'Slug must use lowercase letters, numbers, and hyphens only', { slug: 'Not A Slug' }],
    ['description', 'Description must be 500 characters or less', { description: 'd'.repeat(501) }],
  ])('refuses an invalid %s: %s', async (field, message, override) => {
    const error = await rejection(categories().create(validCategory(override)));
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).errors).toEqual([{ field, message }]);
  });

  it('renames a slug and carries its posts along', async () => {
    const category = await categories().create(validCategory());
    const post = await posts().create(validPost({ category: category.slug }));
    const renamed = await categories().update(category.id, {
      name: 'Renamed category',
      slug: `renamed-${category.slug}`,
      description: 'Now renamed',
    });
    expect(renamed).toMatchObject({
      id: category.id,
      name: 'Renamed category',
      slug: `renamed-${category.slug}`,
      description: 'Now renamed',
    });
    expect((await posts().getById(post.id))?.category).toBe(renamed.slug);
    expect(await categories().getBySlug(category.slug)).toBeNull();
  });

  it('refuses to delete a category any post uses, a scheduled one too, until the post is gone', async () => {
    expect(CATEGORY_IN_USE_MESSAGE).toBe("Could not delete the category. Make sure it's not in use by any blog posts.");
    const category = await categories().create(validCategory());
    const post = await posts().create(validPost({ category: category.slug }));
    await expectConflict(categories().delete(category.id), CATEGORY_IN_USE_MESSAGE);
    expect(await categories().getById(category.id)).not.toBeNull();

    const other = await categories().create(validCategory());
    await posts().create(validPost({ category: other.slug, publishedAt: new Date(Date.now() + DAY).toISOString() }));
    await expectConflict(categories().delete(other.id), CATEGORY_IN_USE_MESSAGE);

    await posts().delete(post.id);
    await categories().delete(category.id);
    expect(await categories().getById(category.id)).toBeNull();
  });

  it('refuses to delete a seed category that posts use', async () => {
    const strategy = await categories().getBySlug('strategy');
    await expectConflict(categories().delete(strategy!.id), CATEGORY_IN_USE_MESSAGE);
  });

  it('says not found for an id that names nothing, or is no id at all', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const error = await rejection(categories().delete(id));
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Category not found.' });
    }
  });
});
