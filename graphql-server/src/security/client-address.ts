// Who the client is, as far as the server can tell (docs/decisions/0010-proxy-trust-and-client-addresses.md):
//
// - TRUST_PROXY says whose X-Forwarded-For to believe: nobody (unset), a number of proxy hops in
//   front of the server, or a list of proxy addresses/CIDRs (Express's `trust proxy`, proxy-addr).
//   Express then resolves req.ip; anything else about the address is derived from it here.
// - Per-address limits count an IPv6 client per /64 (one subscriber's usual allocation: rotating
//   within it must not buy new allowances); IPv4 per address. IPv4-mapped IPv6 is IPv4.
// - Access logs record the address in full, truncated (IPv4 /24, IPv6 /48) or not at all.
import ipaddr from 'ipaddr.js';
import { boundedMemo } from '../shared/bounded-memo';

/** Express's `trust proxy` value: false (trust nobody), a hop count, or proxy addresses/CIDRs/names. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY lists. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_FORMAT =
  'must be a number of proxy hops (e.g. 1), or comma-separated proxy addresses or CIDRs (e.g. 10.0.0.0/8, loopback); unset trusts no proxy';

/**
 * Parses TRUST_PROXY. Unset or empty: trust nobody. Throws an Error whose message is
 * TRUST_PROXY_FORMAT (plus the bad part) for anything else than a hop count or a valid list;
 * `true` is refused on purpose: it would believe any client's X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error(`${TRUST_PROXY_FORMAT} (${text} hops is too many)`);
    return hops;
  }
  const parts = text.split(',').map((part) => part.trim());
  for (const part of parts) {
    if (!isTrustEntry(part)) throw new Error(`${TRUST_PROXY_FORMAT} ('${part}' is not one)`);
  }
  return parts.map((part) => part.toLowerCase());
}

function isTrustEntry(part: string): boolean {
  if (NAMED_RANGES.has(part.toLowerCase())) return true;
  if (part.includes('/')) {
    try {
      const [, bits] = ipaddr.parseCIDR(part);
      return Number.isInteger(bits);
    } catch {
      return false;
    }
  }
  // ipaddr.isValid also takes '1' or '0x7f.1' (inet_aton shapes); a proxy is named in full.
  return ipaddr.IPv4.isValidFourPartDecimal(part) || (part.includes(':') && ipaddr.IPv6.isValid(part));
}

/** An address as the server saw it, IPv4-mapped IPv6 (::ffff:1.2.3.4) as plain IPv4, zone ids dropped. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return address;
  return text(ipaddr.process(bare));
}

/** Dotted quad, or RFC 5952's compressed IPv6 form (which ipaddr.js 1.x has but does not type). */
function text(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  return address.kind() === 'ipv6' ? (address as ipaddr.IPv6 & { toRFC5952String(): string }).toRFC5952String() : address.toString();
}

/** The first `bits` of an address as 'network/bits' (RFC 5952 text for IPv6). */
function network(address: string, bits: number): string {
  const parsed = ipaddr.process(address);
  const bytes = parsed.toByteArray();
  for (let bit = bits; bit < bytes.length * 8; bit += 1) bytes[bit >> 3] &= ~(0x80 >> (bit & 7));
  return `${text(ipaddr.fromByteArray(bytes))}/${bits}`;
}

/** Keys of the addresses seen lately: every request (each page view, each beacon) asks for one. */
const rememberedKey = boundedMemo(10_000, keyOf);

/**
 * The key every per-address limit counts under: an IPv4 address as it is, an IPv6 address as its
 * /64. Idempotent (a key given again is the same key), and anything that is not an address
 * (a test's 'unknown') passes through. Remembered for the addresses seen lately (parsing one takes
 * several passes of ipaddr.js); forgotten all at once when full, like the limiters' windows.
 */
export function addressKey(address: string | undefined): string {
  return address === undefined ? keyOf(address) : rememberedKey(address);
}

function keyOf(address: string | undefined): string {
  const normal = normalizeAddress(address);
  if (!ipaddr.isValid(normal)) {
    const slash = normal.lastIndexOf('/');
    return slash > 0 && ipaddr.IPv6.isValid(normal.slice(0, slash)) ? network(normal.slice(0, slash), 64) : normal;
  }
  return ipaddr.parse(normal).kind() === 'ipv6' ? network(normal, 64) : normal;
}

export type LogClientAddress = 'full' | 'truncated' | 'off';

/** What an access log line records of the client's address (IPv4 truncated to /24, IPv6 to /48). */
export function loggedAddress(address: string | undefined, mode: LogClientAddress): string | undefined {
  if (mode === 'off') return undefined;
  const normal = normalizeAddress(address);
  if (mode === 'full' || !ipaddr.isValid(normal)) return normal;
  return ipaddr.parse(normal).kind() === 'ipv6' ? network(normal, 48) : network(normal, 24);
}
