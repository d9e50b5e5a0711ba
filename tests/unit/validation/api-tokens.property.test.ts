// Properties of the API token rules (schema/validation/api-tokens.ts): the admin's create form
// and the server's createApiToken input.
import fc from 'fast-check';
import { API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_SCOPE_VALUES, apiTokenSchema, isApiTokenScope } from '../../../schema/validation/api-tokens';
import { anyText, tooLongText, tooShortText, trimmedText } from './arbitraries';
import { errorsOf } from './helpers';

const HOUR = 3600_000;
const YEAR = 365 * 24 * HOUR;
const scopes = fc.subarray([...API_TOKEN_SCOPE_VALUES], { minLength: 1 });
const future = fc.integer({ min: 60_000, max: 5 * YEAR }).map((ms) => new Date(Date.now() + ms).toISOString());
const past = fc.integer({ min: 1, max: 30 * YEAR }).map((ms) => new Date(Date.now() - ms).toISOString());
const token = fc.record({
  name: trimmedText(3, API_TOKEN_NAME_MAX_LENGTH),
  scopes,
  expiresAt: fc.option(future, { nil: undefined }),
});

describe('API token rules (property-based)', () => {
  it('accept a name, one or both scopes and an expiry in the future (or none)', () => {
    fc.assert(
      fc.property(token, fc.constantFrom(undefined, null, ''), (value, never) => {
        expect(errorsOf(apiTokenSchema, value)).toEqual({});
        expect(errorsOf(apiTokenSchema, { ...value, expiresAt: never })).toEqual({});
      }),
    );
  });

  it('keep each scope once, in the order given', () => {
    fc.assert(
      fc.property(token, fc.array(fc.constantFrom(...API_TOKEN_SCOPE_VALUES), { minLength: 1, maxLength: 6 }), (value, repeated) => {
        expect(apiTokenSchema.validateSync({ ...value, scopes: repeated }).scopes).toEqual([...new Set(repeated)]);
      }),
    );
  });

  it.each([
    ['name', 'Token name must be at least 3 characters', tooShortText(3)],
    ['name', `Token name must be ${API_TOKEN_NAME_MAX_LENGTH} characters or less`, tooLongText(API_TOKEN_NAME_MAX_LENGTH)],
    ['scopes', 'Choose at least one scope (content or leads)', fc.constantFrom([], undefined, null, 'content')],
    [
      'scopes',
      'Choose at least one scope (content or leads)',
      fc
        .tuple(
          scopes,
          fc.oneof(
            anyText(12).filter((s) => !isApiTokenScope(s)),
            fc.constantFrom(null, undefined, 1, {}, ['content']),
          ),
        )
        .map(([good, bad]) => [...good, bad]),
    ],
    ['expiresAt', 'Expiry must be in the future', past],
    ['expiresAt', 'Expiry must be a valid date', fc.constantFrom('tomorrow', '2030-02-30', '31/12/2030', 'never', '2030-13-01')],
  ] as const)('refuse a token whose %s is made invalid: %s', (field, message, bad) => {
    fc.assert(
      fc.property(token, bad as fc.Arbitrary<unknown>, (value, wrong) => {
        expect(errorsOf(apiTokenSchema, { ...value, [field]: wrong })).toEqual({ [field]: message });
      }),
    );
  });

  it('take an expiry as a Date object too (a GraphQL DateTime arrives as one)', () => {
    fc.assert(
      fc.property(token, fc.integer({ min: 60_000, max: YEAR }), (value, ms) => {
        expect(errorsOf(apiTokenSchema, { ...value, expiresAt: new Date(Date.now() + ms) })).toEqual({});
        expect(errorsOf(apiTokenSchema, { ...value, expiresAt: new Date(Date.now() - ms) })).toEqual({
          expiresAt: 'Expiry must be in the future',
        });
      }),
    );
  });
});
