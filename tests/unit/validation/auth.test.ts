import { loginSchema, registerSchema, serverRegisterSchema, type LoginInput, type RegisterInput } from '../../../schema/validation/auth';
import { errorsOf, fieldError, repeat } from './helpers';

const USERNAME_MIN = 'Username must be at least 3 characters';
const PASSWORD_MIN = 'Password must be at least 6 characters';
const MISMATCH = 'Passwords do not match';

const validLogin = { username: 'admin', password: 'secret' };
const validRegister = { ...validLogin, confirmPassword: 'secret' };

describe.each([
  ['loginSchema', loginSchema, validLogin],
  ['registerSchema', registerSchema, validRegister],
  ['serverRegisterSchema', serverRegisterSchema, validLogin],
] as const)('%s: login rules', (_name, schema, base) => {
  it('accepts a valid value', () => {
    expect(errorsOf(schema, base)).toEqual({});
  });

  describe('username', () => {
    it.each([
      [undefined, USERNAME_MIN],
      [null, USERNAME_MIN],
      ['', USERNAME_MIN],
      ['ab', USERNAME_MIN],
      ['  ab  ', USERNAME_MIN], // trimmed before counting
      ['abc', undefined],
      [repeat(50), undefined],
      [repeat(51), 'Username must be 50 characters or less'],
    ])('%j -> %j', (username, expected) => {
      expect(fieldError(schema, base, 'username', { username })).toBe(expected);
    });

    it('is trimmed', () => {
      expect(schema.cast({ ...base, username: '  admin ' }).username).toBe('admin');
    });
  });

  describe('password', () => {
    // For registerSchema keep confirmPassword equal so only the password rule is under test.
    const withPassword = (password: unknown) => ('confirmPassword' in base ? { password, confirmPassword: password } : { password });

    it.each([
      [undefined, PASSWORD_MIN],
      ['', PASSWORD_MIN],
      ['12345', PASSWORD_MIN],
      ['123456', undefined],
      ['     6', undefined],
      [repeat(200), undefined],
      [repeat(201), 'Password must be 200 characters or less'],
    ])('%j -> %j', (password, expected) => {
      expect(fieldError(schema, base, 'password', withPassword(password))).toBe(expected);
    });

    it('is not trimmed (spaces count and are kept)', () => {
      expect(fieldError(schema, base, 'password', withPassword('  abc  '))).toBeUndefined();
      expect(fieldError(schema, base, 'password', withPassword(' abc '))).toBe(PASSWORD_MIN);
      expect(schema.cast({ ...base, ...withPassword('  secret  ') }).password).toBe('  secret  ');
    });
  });
});

describe('registerSchema confirmPassword', () => {
  it('accepts a matching confirmation', () => {
    expect(fieldError(registerSchema, validRegister, 'confirmPassword', {})).toBeUndefined();
  });

  it.each([['secreT'], ['secret '], [''], [undefined]])('rejects %j on the confirmPassword path', (confirmPassword) => {
    const errors = errorsOf(registerSchema, { ...validRegister, confirmPassword });
    expect(errors).toEqual({ confirmPassword: MISMATCH });
  });

  it('fails on mismatch even when the password itself is too short', () => {
    expect(errorsOf(registerSchema, { username: 'admin', password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: PASSWORD_MIN,
      confirmPassword: MISMATCH,
    });
  });
});

describe('serverRegisterSchema', () => {
  it('does not require confirmPassword and strips it', () => {
    expect(errorsOf(serverRegisterSchema, validLogin)).toEqual({});
    const cast: LoginInput = serverRegisterSchema.cast({ ...validRegister }, { stripUnknown: true });
    expect(cast).toEqual(validLogin);
  });

  it('is not the client registerSchema', () => {
    expect(errorsOf(registerSchema, validLogin)).toEqual({ confirmPassword: MISMATCH });
  });
});

describe('inferred types', () => {
  it('RegisterInput carries confirmPassword, LoginInput does not', () => {
    const reg: RegisterInput = { username: 'a', password: 'b', confirmPassword: 'b' };
    const login: LoginInput = { username: reg.username, password: reg.password };
    expect(login).toEqual({ username: 'a', password: 'b' });
  });
});
