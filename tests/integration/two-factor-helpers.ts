// Two-factor sign-in helpers for the integration tests (not a test file): codes are computed from
// the secret the server shows, as an authenticator app would.
import { Secret, TOTP } from 'otpauth';
import type { TestServer } from '../support/test-server';
import { dataOf } from './helpers';
import type { Staff } from './staff-helpers';

export const SETUP = 'mutation { beginTwoFactorSetup { secret otpauthUrl qrCode } }';
export const ENABLE = 'mutation($code: String!) { enableTwoFactor(code: $code) }';
export const VERIFY = `mutation($code: String!, $pendingToken: String) {
  verifyTwoFactor(code: $code, pendingToken: $pendingToken) { token user { id username twoFactorEnabled } twoFactor { step } }
}`;
export const LOGIN = `mutation($u: String!, $p: String!) {
  login(input: { username: $u, password: $p }) { token user { id } twoFactor { step pendingToken expiresAt } }
}`;

/** The code of `secret` `steps` periods from now (0: the current one; 1: the next, still accepted). */
export function codeFor(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

/** Turns 2FA on for `staff` (its current code is used up); answers the secret and the recovery codes. */
export async function enableTwoFactor(server: TestServer, staff: Staff): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = dataOf(await server.gql(SETUP, {}, undefined, staff.token)).beginTwoFactorSetup as { secret: string };
  const enabled = dataOf(await server.gql(ENABLE, { code: codeFor(secret) }, undefined, staff.token));
  return { secret, recoveryCodes: enabled.enableTwoFactor as string[] };
}
