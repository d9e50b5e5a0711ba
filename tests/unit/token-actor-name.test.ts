// The name a content save or an audit entry by an API token is recorded under fits the
// varchar(100) columns that hold it: a token named with the full 100 characters made saves fail
// with a 500 (found by tests/integration/openapi-every-operation.test.ts).
import { tokenActor, tokenActorName } from '../../schema/permissions';
import { actorNameOf } from '../../graphql-server/src/modules/audit/audit.service';

describe('the name an API token acts under', () => {
  it('is "API token <name>" while it fits', () => {
    expect(tokenActorName('CRM sync')).toBe('API token CRM sync');
    expect(tokenActor({ name: 'CRM sync', scopes: ['content:write'] })).toMatchObject({ username: 'API token CRM sync', publishes: false });
  });

  it('is cut to 100 characters, ending with an ellipsis, for a long token name', () => {
    const name = 'x'.repeat(100);
    const cut = tokenActorName(name);
    expect(cut).toHaveLength(100);
    expect(cut).toBe(`API token ${'x'.repeat(89)}…`);
    expect(actorNameOf({ user: null, apiToken: { id: 'a', name } })).toBe(cut);
    expect(tokenActor({ name, scopes: [] }).username).toBe(cut);
  });
});
