import {
  acceptInvitationSchema,
  ASSIGNABLE_ROLES,
  emailSchema,
  inviteSchema,
  isRole,
  passwordChangeSchema,
  passwordResetSchema,
  ROLES,
  roleRank,
} from '../../../schema/validation/accounts';
import { InputValidationError, validateInput } from '../../../schema/validation/validate';

async function messages(schema: Parameters<typeof validateInput>[0], input: unknown): Promise<Record<string, string>> {
  try {
    await validateInput(schema, input);
    return {};
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
    return Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
  }
}

describe('roles', () => {
  it('ranks Owner over Administrator over Editor over Author', () => {
    expect(ROLES.map(roleRank)).toEqual([4, 3, 2, 1]);
  });

  it('never offers Owner in an invitation or a role change', () => {
    expect(ASSIGNABLE_ROLES).not.toContain('OWNER');
    expect(isRole('OWNER')).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe('account forms', () => {
  it('an invitation needs a name, a valid e-mail address and an assignable role', async () => {
    expect(await messages(inviteSchema, { name: ' ', email: 'nope', role: 'OWNER' })).toEqual({
      name: 'Please enter a name',
      email: 'Please enter a valid email address',
      role: 'Please choose a role',
    });
    expect(await validateInput(inviteSchema, { name: ' Ann ', email: ' Ann@Example.COM ', role: 'EDITOR' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      role: 'EDITOR',
    });
  });

  it('accepting needs a username of 3+ and a password of 6+ characters', async () => {
    expect(await messages(acceptInvitationSchema, { username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('a password change needs the current password; a reset a new one of 6+', async () => {
    expect(await messages(passwordChangeSchema, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'Please enter your current password',
      newPassword: 'Password must be at least 6 characters',
    });
    expect(await messages(passwordResetSchema, { password: '' })).toEqual({ password: 'Password must be at least 6 characters' });
    expect(await messages(emailSchema, { email: 'nope@' })).toEqual({ email: 'Please enter a valid email address' });
  });
});
