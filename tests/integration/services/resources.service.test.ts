// The resources' rules, called on the service against a database of this file's own (no HTTP):
// a file address must name a document (by its path's extension, not its query string), the shared
// validation's messages, the defaults a save fills in (featured, publish date, download count),
// the publish date an edit keeps, not found, and what the public and admin lists find.
// graphql-admin.test.ts and rest.test.ts keep the transport contract: shapes, one example of each
// error mapping, auth; graphql-public.test.ts the download count (a concurrent upsert).
import { resourceStatus } from '../../../graphql-server/src/modules/resources/resources.service';
import { expectDomainError, expectInvalid, startTestServices, type TestServices } from '../../support/test-services';
import { randomUuid, START_TIMEOUT, uniq, validResource } from '../helpers';

const DAY = 24 * 60 * 60 * 1000;
const NOT_A_DOCUMENT = 'Please provide a link to a valid document file (.pdf, .doc, .ppt, etc.)';

describe('resources service', () => {
  let harness: TestServices;
  const resources = () => harness.services.resources;

  beforeAll(async () => {
    harness = await startTestServices({ seed: true });
  }, START_TIMEOUT);
  afterAll(() => harness?.close());

  const publicTitles = async (search: string) => (await resources().list({ search })).items.map((r) => r.title);
  const adminCount = async (search: string) => (await resources().listAdmin({ search, mayReadDrafts: true })).totalCount;

  describe('create', () => {
    it.each([
      ['.exe', 'https://example.com/files/tool.exe'],
      ['.html', 'https://example.com/files/page.html'],
      ['no extension', 'https://example.com/files/report'],
      ['.pdf only in the query', 'https://example.com/download?file=report.pdf'],
    ])('refuses a file address that is not a document (%s) with the spec message, storing nothing', async (_label, fileUrl) => {
      const input = validResource({ fileUrl });
      await expectInvalid(resources().create(input), [{ field: 'fileUrl', message: NOT_A_DOCUMENT }]);
      expect(await adminCount(input.title)).toBe(0);
    });

    it.each(['.pdf', '.PDF', '.doc', '.docx', '.ppt', '.pptx', '.xlsx', '.zip'])('accepts a %s file', async (ext) => {
      const fileUrl = `https://example.com/f/${uniq()}${ext}`;
      expect((await resources().create(validResource({ fileUrl }))).fileUrl).toBe(fileUrl);
    });

    it.each([
      ['title', { title: 'Tiny' }, 'Title must be at least 5 characters'],
      ['description', { description: 'Too short' }, 'Description must be at least 20 characters'],
      ['description', { description: 'd'.repeat(501) }, 'Description must be 500 characters or less'],
      ['type', { type: '' }, 'Please select a resource type'],
      ['type', { type: 'podcast' }, 'Please select a resource type'],
      ['fileUrl', { fileUrl: 'not a url' }, 'Must be a valid URL to the downloadable file'],
      ['coverImage', { coverImage: 'nope' }, 'Must be a valid URL for the cover image'],
      ['category', { category: 'gardening' }, 'Please select a category'],
    ])('refuses an invalid %s (%j)', async (field, override, message) => {
      await expectInvalid(resources().create(validResource(override)), [{ field, message }]);
    });

    it('fills in the defaults: not featured (absent or null), published now, no downloads; public at once', async () => {
      const input = validResource({ type: 'template', category: 'best-practices' });
      delete (input as Record<string, unknown>).featured;
      const created = await resources().create(input);
      expect(created).toMatchObject({
        title: input.title,
        description: input.description,
        type: 'template',
        category: 'best-practices',
        fileUrl: input.fileUrl,
        featured: false,
        downloadCount: 0,
      });
      expect(Math.abs(created.publishedAt.getTime() - Date.now())).toBeLessThan(60_000);
      expect(resourceStatus(created)).toBe('PUBLISHED');
      expect(await publicTitles(input.title)).toEqual([input.title]);
      expect((await resources().create(validResource({ featured: null }))).featured).toBe(false);
    });

    it('keeps a resource dated in the future out of the public list (SCHEDULED), not out of the admin list', async () => {
      const input = validResource({ publishedAt: new Date(Date.now() + 3 * DAY).toISOString() });
      const created = await resources().create(input);
      expect(resourceStatus(created)).toBe('SCHEDULED');
      expect(await publicTitles(input.title)).toEqual([]);
      expect(await adminCount(input.title)).toBe(1);
    });
  });

  describe('update and delete', () => {
    it('saves every field, keeps the publish date when none is given and moves it when one is', async () => {
      const input = validResource();
      const created = await resources().create(input);
      const changed = validResource({ type: 'infographic', featured: true, fileUrl: 'https://example.com/files/new.pptx' });
      const updated = await resources().update(created.id, changed);
      expect(updated).toMatchObject({ id: created.id, title: changed.title, type: 'infographic', featured: true });
      expect(updated.publishedAt).toEqual(created.publishedAt);
      const dated = new Date(Date.now() - 10 * DAY);
      expect((await resources().update(created.id, { ...changed, publishedAt: dated.toISOString() })).publishedAt).toEqual(dated);
      expect((await resources().getById(created.id))?.fileUrl).toBe('https://example.com/files/new.pptx');
      expect(await publicTitles(input.title)).toEqual([]);
      expect(await publicTitles(changed.title)).toEqual([changed.title]);
    });

    it('refuses an invalid edit, leaving the resource as it was', async () => {
      const input = validResource();
      const created = await resources().create(input);
      await expectInvalid(resources().update(created.id, { ...input, fileUrl: 'https://example.com/files/tool.exe' }), [
        { field: 'fileUrl', message: NOT_A_DOCUMENT },
      ]);
      expect((await resources().getById(created.id))?.fileUrl).toBe(input.fileUrl);
    });

    it('deletes a resource: gone for admins and the public; a second delete is NOT_FOUND', async () => {
      const input = validResource();
      const created = await resources().create(input);
      await resources().delete(created.id);
      expect(await resources().getById(created.id)).toBeNull();
      expect(await publicTitles(input.title)).toEqual([]);
      await expectDomainError(resources().delete(created.id), 'NOT_FOUND', 'Resource not found.');
    });

    it.each([
      ['an unknown id', () => randomUuid()],
      ['a malformed id', () => 'bad-id'],
    ])('answers NOT_FOUND for %s on update and delete, null on read', async (_label, makeId) => {
      const id = makeId();
      await expectDomainError(resources().update(id, validResource()), 'NOT_FOUND', 'Resource not found.');
      await expectDomainError(resources().delete(id), 'NOT_FOUND', 'Resource not found.');
      expect(await resources().getById(id)).toBeNull();
    });
  });

  describe('lists', () => {
    it('pages the admin list and searches it by title and by the type as shown', async () => {
      const page = await resources().listAdmin({ pageSize: 3, page: 1, mayReadDrafts: true });
      expect(page.items).toHaveLength(3);
      expect(page.totalCount).toBeGreaterThan(3);
      const found = await resources().listAdmin({ search: 'infographic', mayReadDrafts: true });
      expect(found.items.length).toBeGreaterThanOrEqual(2);
      for (const item of found.items) expect(item.type === 'infographic' || /infographic/i.test(item.title)).toBe(true);
      const byLabel = await resources().listAdmin({ search: 'Case Study', mayReadDrafts: true });
      expect(byLabel.items.length).toBeGreaterThan(0);
      for (const item of byLabel.items)
        expect(item.type === 'case-study' || /case study/i.test(`${item.title} ${item.description}`)).toBe(true);
    });

    it('lets a public search look at every type, the type filter applying only without one', async () => {
      const input = validResource({ type: 'ebook' });
      await resources().create(input);
      expect((await resources().list({ search: input.title, type: 'whitepaper' })).items.map((r) => r.title)).toEqual([input.title]);
      const whitepapers = await resources().list({ type: 'whitepaper', pageSize: 100 });
      expect(whitepapers.items.length).toBeGreaterThan(0);
      for (const item of whitepapers.items) expect(item.type).toBe('whitepaper');
    });
  });
});
