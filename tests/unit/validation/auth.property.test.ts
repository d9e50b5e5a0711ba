// Properties of the admin login and registration rules (schema/validation/auth.ts, SPEC §5).
import fc from 'fast-check';
import { loginSchema, PASSWORD_MAX_LENGTH, registerSchema, USERNAME_MAX_LENGTH } from '../../../schema/validation/auth';
import { padded, tooLongText, tooShortText, trimmedText } from './arbitraries';
import { errorsOf } from './helpers';

const USERNAME_MIN = 'Username must be at least 3 characters';
const PASSWORD_MIN = 'Password must be at least 6 characters';

/** Passwords are taken as typed: any characters, spaces included, 6 to 200 code units. */
const password = fc
  .string({ unit: 'grapheme', minLength: 6, maxLength: 60 })
  .filter((p) => p.length >= 6 && p.length <= PASSWORD_MAX_LENGTH);
const credentials = fc.record({ username: trimmedText(3, USERNAME_MAX_LENGTH), password });

describe('login and registration rules (property-based)', () => {
  it('accept generated credentials; the username is trimmed, the password kept as typed', () => {
    fc.assert(
      fc.property(credentials, padded(fc.constant('')), (value, pad) => {
        const sent = { username: `${pad}${value.username}${pad}`, password: `${pad}${value.password}` };
        expect(errorsOf(loginSchema, sent)).toEqual({});
        expect(loginSchema.validateSync(sent)).toEqual({ username: value.username, password: sent.password });
      }),
    );
  });

  it('count spaces in a password (never trimmed): six spaces are a password', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: PASSWORD_MAX_LENGTH }), (n) => {
        expect(errorsOf(loginSchema, { username: 'admin', password: ' '.repeat(n) })).toEqual({});
      }),
      { numRuns: 20 },
    );
  });

  it.each([
    ['username', USERNAME_MIN, tooShortText(3)],
    ['username', `Username must be ${USERNAME_MAX_LENGTH} characters or less`, tooLongText(USERNAME_MAX_LENGTH)],
    ['password', PASSWORD_MIN, fc.string({ maxLength: 5 })],
    [
      'password',
      `Password must be ${PASSWORD_MAX_LENGTH} characters or less`,
      fc.string({ minLength: PASSWORD_MAX_LENGTH + 1, maxLength: PASSWORD_MAX_LENGTH + 50 }),
    ],
  ] as const)('refuse credentials whose %s is made invalid: %s', (field, message, bad) => {
    fc.assert(
      fc.property(credentials, bad as fc.Arbitrary<string>, (value, wrong) => {
        expect(errorsOf(loginSchema, { ...value, [field]: wrong })).toEqual({ [field]: message });
      }),
    );
  });

  it('register: accept a matching confirmation, refuse any other with "Passwords do not match"', () => {
    fc.assert(
      fc.property(credentials, fc.string({ maxLength: 30 }), (value, other) => {
        expect(errorsOf(registerSchema, { ...value, confirmPassword: value.password })).toEqual({});
        fc.pre(other !== value.password);
        expect(errorsOf(registerSchema, { ...value, confirmPassword: other })).toEqual({ confirmPassword: 'Passwords do not match' });
      }),
    );
  });
});
