import { contentEventData, contentEventOf } from '../../../graphql-server/src/modules/webhooks/content-events';

const now = new Date('2026-01-10T12:00:00Z');
const past = new Date('2026-01-01T00:00:00Z');
const future = new Date('2026-02-01T00:00:00Z');
const published = { state: 'PUBLISHED', publishedAt: past };
const scheduled = { state: 'PUBLISHED', publishedAt: future };
const draft = { state: 'DRAFT', publishedAt: past };
const review = { state: 'IN_REVIEW', publishedAt: past };

describe('content webhook events', () => {
  it.each([
    ['a new published item', null, published, 'post.published'],
    ['a new draft', null, draft, null],
    ['a new scheduled item', null, scheduled, null],
    ['a draft published', draft, published, 'post.published'],
    ['a published item edited', published, published, 'post.updated'],
    ['a published item taken back to draft', published, draft, 'post.unpublished'],
    ['a published item sent to review', published, review, 'post.unpublished'],
    ['a published item re-scheduled to the future', published, scheduled, 'post.unpublished'],
    ['a draft edited', draft, draft, null],
    ['a draft scheduled', draft, scheduled, null],
    ['a published item deleted', published, null, 'post.deleted'],
    ['a draft deleted', draft, null, null],
    ['a scheduled item deleted', scheduled, null, null],
  ])('%s: %s', (_label, before, after, event) => {
    expect(contentEventOf('post', before, after, now)).toBe(event);
  });

  it('name the kind of item', () => {
    expect(contentEventOf('resource', draft, published, now)).toBe('resource.published');
    expect(contentEventOf('resource', published, null, now)).toBe('resource.deleted');
  });

  it('describe the item without its body, and a deleted one by id, title and slug only', () => {
    const item = { id: 'p1', title: 'T', slug: 't', state: 'PUBLISHED', publishedAt: past, updatedAt: now };
    expect(contentEventData('post', item, false)).toEqual({
      post: {
        id: 'p1',
        title: 'T',
        slug: 't',
        // One status as the feeds show it (issue 35); `state` kept, deprecated.
        status: 'PUBLISHED',
        state: 'PUBLISHED',
        publishedAt: past.toISOString(),
        updatedAt: now.toISOString(),
      },
    });
    const scheduled = { ...item, publishedAt: new Date(Date.now() + 86_400_000) };
    expect(contentEventData('post', scheduled, false).post).toMatchObject({ status: 'SCHEDULED', state: 'PUBLISHED' });
    expect(contentEventData('resource', { ...item, slug: undefined }, true)).toEqual({ resource: { id: 'p1', title: 'T' } });
  });
});
