// TOTP (RFC 6238) and recovery codes, as pure functions (decision 0020). SHA-1, 6 digits, 30-second
// steps: what every authenticator app reads from an otpauth:// address. The QR code of that address
// is drawn here, on the server, as an SVG data URL: the secret never leaves for a QR service.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '../../../schema/validation/accounts';

/** 30-second steps; one step before and one after the current one are accepted (clocks a little apart). */
const PERIOD = 30;
const WINDOW_STEPS = 1;
const SIX_DIGITS = /^\d{6}$/;

/** A new secret: 20 random bytes, Base32 (what the user may type into an app by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function isTotpCode(code: string): boolean {
  return SIX_DIGITS.test(code.replace(/\s+/g, ''));
}

/**
 * The time step `code` belongs to when it is right for `secret` at `epochSeconds` (± one step) and
 * newer than `afterStep` (a code already used, or an older one, is refused); null otherwise.
 */
export function verifyTotp(secret: string, code: string, afterStep: number | null, epochSeconds?: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!SIX_DIGITS.test(token)) return null;
  const timestamp = epochSeconds === undefined ? Date.now() : epochSeconds * 1000;
  const delta = totp(secret).validate({ token, timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp }) + delta;
  return afterStep === null || step > afterStep ? step : null;
}

function totp(secret: string, issuer?: string, label?: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// address an authenticator app enrols from. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return totp(secret, issuer, account).toString();
}

/** The QR code of `text` as an SVG data URL, drawn locally. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded here: only two-factor enrolment draws one.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

// Recovery codes: 12 characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as
// xxxx-xxxx-xxxx: about 60 bits each, so a plain SHA-256 is enough to store them (no slow hash).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** What a typed recovery code is compared as: case, spaces and dashes do not matter. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

export function hashRecoveryCode(code: string): string {
  return crypto.createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
