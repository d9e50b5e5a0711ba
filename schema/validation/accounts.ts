/**
 * Team accounts (issue 13): roles, invitations, e-mail addresses, password change and reset.
 * Shared by the admin forms and the server (which validates again with the same rules).
 */
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './auth';

/** Highest first. The Owner is the first account; there is exactly one. */
export const ROLES = ['OWNER', 'ADMINISTRATOR', 'EDITOR', 'AUTHOR'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  OWNER: 'Owner',
  ADMINISTRATOR: 'Administrator',
  EDITOR: 'Editor',
  AUTHOR: 'Author',
};

/** Roles an invitation or a role change may give (ownership only moves by a transfer). */
export const ASSIGNABLE_ROLES = ['ADMINISTRATOR', 'EDITOR', 'AUTHOR'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Higher is more powerful: OWNER 4 ... AUTHOR 1. */
export function roleRank(role: Role): number {
  return ROLES.length - ROLES.indexOf(role);
}

/**
 * Who sees which admin screen (the menu hides the others; the server refuses them anyway).
 * Kept next to the roles so the menu and the server's declarations read the same names.
 */
export const ADMIN_ROLES: readonly Role[] = ['OWNER', 'ADMINISTRATOR'];
export const EDITOR_ROLES: readonly Role[] = ['OWNER', 'ADMINISTRATOR', 'EDITOR'];
export const STAFF_ROLES: readonly Role[] = [...ROLES];

const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;
const EMAIL_MESSAGE = 'Please enter a valid email address';
const NAME_REQUIRED_MESSAGE = 'Please enter a name';
export const ROLE_MESSAGE = 'Please choose a role';
const CURRENT_PASSWORD_MESSAGE = 'Please enter your current password';
const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
const USERNAME_MIN_MESSAGE = 'Username must be at least 3 characters';

const email = yup.string().trim().lowercase().required(EMAIL_MESSAGE).max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE).email(EMAIL_MESSAGE);
const newPassword = yup
  .string()
  .required(PASSWORD_MIN_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or less`);
const username = yup
  .string()
  .trim()
  .required(USERNAME_MIN_MESSAGE)
  .min(USERNAME_MIN_LENGTH, USERNAME_MIN_MESSAGE)
  .max(USERNAME_MAX_LENGTH, `Username must be ${USERNAME_MAX_LENGTH} characters or less`);

export const emailSchema = yup.object({ email });

export const inviteSchema = yup.object({
  name: yup.string().trim().required(NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH, `Name must be ${NAME_MAX_LENGTH} characters or less`),
  email,
  role: yup
    .string()
    .required(ROLE_MESSAGE)
    .oneOf([...ASSIGNABLE_ROLES], ROLE_MESSAGE),
});

/** The accept page: the invitee picks a username and a password (the form adds confirmPassword). */
export const acceptInvitationSchema = yup.object({ username, password: newPassword });

export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(CURRENT_PASSWORD_MESSAGE),
  newPassword,
});

export const passwordResetSchema = yup.object({ password: newPassword });

// ---- Two-factor sign-in (TOTP, decision 0020): no spec texts exist, these are ours. ----

/** A code from an authenticator app (6 digits) or a recovery code (xxxx-xxxx-xxxx). */
const TWO_FACTOR_CODE_MESSAGE = 'Please enter the 6-digit code from your app, or a recovery code';
export const WRONG_CODE_MESSAGE = 'That code is not right, or was already used. Try the next code from your app.';
export const PENDING_SIGN_IN_MESSAGE = 'Your sign-in has expired. Please sign in again with your password.';
export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on for this account.';
export const TWO_FACTOR_NOT_STARTED_MESSAGE = 'Start the set-up first: choose "Enable two-factor sign-in".';
export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in is not on for this account.';
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Two-factor sign-in is required for every account on this site: it cannot be turned off.';
export const OWNER_NEEDS_TWO_FACTOR_MESSAGE = 'Turn on two-factor sign-in for your own account before requiring it for everyone.';
export const WRONG_PROOF_MESSAGE = 'That password or code is not right.';
const PROOF_MESSAGE = 'Please enter your password or a current code';
export const RECOVERY_CODE_COUNT = 10;

const code = yup.string().trim().required(TWO_FACTOR_CODE_MESSAGE).max(40, TWO_FACTOR_CODE_MESSAGE);

/** The second step of a sign-in, and the confirmation of a new authenticator (`code` only). */
export const twoFactorCodeSchema = yup.object({ code });

/** Turning two-factor sign-in off, or new recovery codes: the password or a current code. */
/**
 * Sensitive changes (e-mail, password, 2FA off, API tokens) need the password or a code proved
 * within the last REAUTH_WINDOW_MINUTES (decision 0056); the admin asks for it in a dialog.
 */
export const REAUTH_WINDOW_MINUTES = 5;
export const REAUTH_REQUIRED_REASON = 'REAUTHENTICATE';
export const REAUTH_REQUIRED_MESSAGE = 'Confirm it is you: enter your password (or a current code) to continue.';
export const EMAIL_UNDO_DONE_MESSAGE =
  'Your previous e-mail address is back, and every session of the account has ended. Sign in, then change your password.';

export const twoFactorProofSchema = yup.object({ proof: yup.string().required(PROOF_MESSAGE).max(200, PROOF_MESSAGE) });
/** A re-authentication's proof: nothing shorter than a code (6 digits) can be a password or a code. */
export const reauthenticateSchema = yup.object({
  proof: yup.string().required(PROOF_MESSAGE).min(6, PROOF_MESSAGE).max(200, PROOF_MESSAGE),
});
