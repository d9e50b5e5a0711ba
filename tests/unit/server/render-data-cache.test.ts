import { parse } from 'graphql';
import { operationKey, RenderDataCache } from '../../../graphql-server/src/http/ssr';

function versions(initial = 'v1') {
  let token = initial;
  return {
    token: () => token,
    bump: (next: string) => {
      token = next;
    },
  };
}

describe('RenderDataCache', () => {
  it('answers what was stored under the current content version', () => {
    const content = versions();
    const cache = new RenderDataCache(content);
    cache.set('q', cache.token(), { data: { a: 1 } });
    expect(cache.get('q')).toEqual({ data: { a: 1 } });
    expect(cache.get('other')).toBeUndefined();
  });

  it('forgets everything when the content version changes', () => {
    const content = versions();
    const cache = new RenderDataCache(content);
    cache.set('q', cache.token(), { data: { a: 1 } });
    content.bump('v2');
    expect(cache.get('q')).toBeUndefined();
  });

  it('does not keep an answer fetched under an older version', () => {
    const content = versions();
    const cache = new RenderDataCache(content);
    const token = cache.token();
    content.bump('v2'); // a write while the query ran
    cache.set('q', token, { data: { a: 'stale' } });
    expect(cache.get('q')).toBeUndefined();
  });

  it('is bounded: the oldest answer goes first', () => {
    const cache = new RenderDataCache(versions(), 2);
    const token = cache.token();
    cache.set('a', token, 1);
    cache.set('b', token, 2);
    cache.set('c', token, 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});

describe('operationKey', () => {
  it('tells operations apart by text and variables, and equal ones alike', () => {
    const featured = parse('query Featured($limit: Int) { featuredPosts(limit: $limit) { slug } }');
    const same = parse('query Featured($limit: Int) {  featuredPosts(limit: $limit) { slug } }');
    expect(operationKey(featured, { limit: 3 })).toBe(operationKey(same, { limit: 3 }));
    expect(operationKey(featured, { limit: 3 })).not.toBe(operationKey(featured, { limit: 4 }));
    expect(operationKey(featured, undefined)).toBe(operationKey(featured, {}));
  });
});
