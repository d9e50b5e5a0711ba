// What invalidates which cache (docs/architecture.md "Cache and invalidation"): every cache of
// content is keyed by the content version, so one bump — an admin write, or a scheduled post's
// time — empties the page cache, the public REST and GraphQL read caches, the render data of
// anonymous renders and the feeds; and an answer made under an older version is never kept.
import express from 'express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { ContentVersions } from '../../../graphql-server/src/cache/content-versions';
import { ResponseCache } from '../../../graphql-server/src/cache/response-cache';
import { RenderDataCache } from '../../../graphql-server/src/http/ssr';
import { seoRoutes } from '../../../graphql-server/src/modules/seo/seo.routes';
import type { Services } from '../../../graphql-server/src/services';

/** A database that announces nothing and knows the next scheduled publication (`next`, or none). */
function fakeDatabase(next: () => Date | null = () => null): DataSource {
  return {
    options: {},
    query: async (sql: string) => (sql.includes('pg_notify') ? [] : [{ next: next() }]),
  } as unknown as DataSource;
}

/** The four caches `createApp` and the renderer make, each filled with one answer under the current version. */
function filledCaches(versions: ContentVersions) {
  const pages = new ResponseCache(versions);
  const reads = new ResponseCache(versions);
  const graphql = new ResponseCache(versions);
  const renderData = new RenderDataCache(versions);
  pages.set('/blog', pages.token(), 200, 'html', '<main>blog</main>');
  reads.set('/api/blog', reads.token(), 200, 'application/json', '[]');
  graphql.set('gql|j|hash|Posts|{}', graphql.token(), 200, 'application/json', '{"data":{}}');
  renderData.set('query Posts|{}', renderData.token(), { data: { posts: [] } });
  const kept = () => ({
    pages: pages.get('/blog') !== undefined,
    reads: reads.get('/api/blog') !== undefined,
    graphql: graphql.get('gql|j|hash|Posts|{}') !== undefined,
    renderData: renderData.get('query Posts|{}') !== undefined,
  });
  return { pages, reads, graphql, renderData, kept };
}

const ALL_KEPT = { pages: true, reads: true, graphql: true, renderData: true };
const NONE_KEPT = { pages: false, reads: false, graphql: false, renderData: false };

afterEach(() => jest.useRealTimers());

describe('a content version bump', () => {
  it.each(['posts', 'resources', 'categories', 'settings'] as const)('after a write of %s empties every cache of content', async (kind) => {
    const versions = new ContentVersions(fakeDatabase());
    const caches = filledCaches(versions);
    const before = versions.token();
    expect(caches.kept()).toEqual(ALL_KEPT);
    await versions.changed(kind);
    expect(versions.token()).not.toBe(before);
    expect(caches.kept()).toEqual(NONE_KEPT);
    await versions.close();
  });

  it('at a scheduled post’s time empties them with no write', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    const versions = new ContentVersions(fakeDatabase(() => new Date('2026-11-28T12:10:00Z')));
    await versions.start();
    const caches = filledCaches(versions);
    jest.advanceTimersByTime(9 * 60_000);
    expect(caches.kept()).toEqual(ALL_KEPT);
    jest.advanceTimersByTime(60_000 + 10);
    expect(caches.kept()).toEqual(NONE_KEPT);
    await versions.close();
  });

  it('keeps nothing that was made under the version before it (a write during the render)', async () => {
    const versions = new ContentVersions(fakeDatabase());
    const pages = new ResponseCache(versions);
    const renderData = new RenderDataCache(versions);
    const pageToken = pages.token();
    const dataToken = renderData.token();
    await versions.changed('posts');
    pages.set('/blog', pageToken, 200, 'html', '<main>stale</main>');
    renderData.set('query Posts|{}', dataToken, { data: { stale: true } });
    expect(pages.get('/blog')).toBeUndefined();
    expect(renderData.get('query Posts|{}')).toBeUndefined();
    await versions.close();
  });
});

describe('the feeds and the sitemap', () => {
  it('are answered from memory until the content changes', async () => {
    const versions = new ContentVersions(fakeDatabase());
    const newestPublished = jest.fn(async () => []);
    const services = { content: versions, posts: { newestPublished } } as unknown as Services;
    const app = express().use(seoRoutes(services, { name: 'FinOps Consulting', url: 'https://finops.example' }));
    await request(app).get('/rss.xml').expect(200);
    await request(app).get('/rss.xml').expect(200);
    expect(newestPublished).toHaveBeenCalledTimes(1);
    await versions.changed('posts');
    await request(app).get('/rss.xml').expect(200);
    expect(newestPublished).toHaveBeenCalledTimes(2);
    await versions.close();
  });
});
