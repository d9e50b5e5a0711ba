// Where webhooks may go (docs/decisions/0009-webhook-egress-and-delivery-lanes.md). An admin types
// the URL, but the site's server makes the request: without a policy, a webhook could reach the
// server's own loopback services, the private network behind it or a cloud metadata service
// (169.254.169.254), and the delivery log would echo the answer back — a port scanner.
//
// The policy: only public unicast addresses. It is applied twice:
// - at registration (checkWebhookTarget): the URL's host, which must be an IP literal written in
//   its canonical form (decimal 2130706433, octal 0177.0.0.1, hex 0x7f.1, [::127.0.0.1] and other
//   spellings the URL parser would rewrite are refused as such: issue 33) and public, or a name
//   that is not a known internal or metadata host name, that resolves, and whose every address is
//   public;
// - at connection time (webhookLookup, undici's connect.lookup hook): the name is resolved, every
//   address checked, and the socket connects to those checked addresses only — no second lookup,
//   so a DNS answer that changes between the check and the connection (rebinding) cannot slip by.
// WEBHOOK_ALLOW_PRIVATE=true turns the policy off, for receivers inside the operator's network.
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export const WEBHOOK_TARGET_REFUSED_MESSAGE =
  'Webhooks can only be sent to public internet addresses: loopback, private, link-local and cloud metadata addresses are refused.';

/** How long registration waits for DNS before accepting the URL (the connection check still applies). */
const REGISTRATION_LOOKUP_MS = 2000;

/**
 * Host names that name the machine itself, the local network or a cloud metadata service. The
 * suffixes are never public DNS names (RFC 6761, RFC 8375, and cloud-internal zones).
 */
const BLOCKED_HOSTS = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
]);
const BLOCKED_SUFFIXES = [
  '.localhost',
  '.local',
  '.localdomain',
  '.internal',
  '.intranet',
  '.corp',
  '.home',
  '.lan',
  '.home.arpa',
  '.in-addr.arpa',
  '.ip6.arpa',
];

/** A refused target: why, in words the delivery log and the admin form can show. */
export class EgressRefusedError extends Error {
  readonly code = 'EGRESS_REFUSED';
  constructor(readonly reason: string) {
    super(`Refused: ${reason}. ${WEBHOOK_TARGET_REFUSED_MESSAGE}`);
    this.name = 'EgressRefusedError';
  }
}

/** Words for a non-public range of ipaddr.js. */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  private: 'a private address',
  uniqueLocal: 'a private (unique local) address',
  reserved: 'a reserved address',
  ipv4Mapped: 'an IPv4-mapped address',
  rfc6145: 'an IPv4-translated address',
  ipv4Compatible: 'an IPv4-compatible address',
  rfc6052: 'a NAT64 address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
};

/**
 * Why an IP address is not a public unicast one, or null when it is. IPv4-mapped IPv6
 * (::ffff:10.0.0.1) is judged as the IPv4 address it carries; every other special IPv6 range
 * (NAT64, 6to4, Teredo, documentation...) is refused, since it can embed or reach a private IPv4.
 */
export function nonPublicReason(address: string): string | null {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(text);
  // ::a.b.c.d (deprecated IPv4-compatible IPv6) carries an IPv4 address that ipaddr.js calls unicast.
  const ipv4Compatible = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0);
  const range = ipv4Compatible && parsed.range() === 'unicast' ? 'ipv4Compatible' : parsed.range();
  if (range === 'unicast') return null;
  // The metadata address gets its own words: it is the classic target.
  if (parsed.kind() === 'ipv4' && parsed.toString() === '169.254.169.254') return `${text} is the cloud metadata address`;
  return `${text} is ${RANGE_WORDS[range] ?? `a special-purpose address (${range})`}`;
}

/** Why a host name (not an IP literal) is refused before any lookup, or null. */
export function blockedHostReason(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (BLOCKED_HOSTS.has(host)) return `${host} is an internal host name`;
  if (BLOCKED_SUFFIXES.some((suffix) => host.endsWith(suffix))) return `${host} is an internal host name`;
  // A name without a dot is resolved through local search domains: the operator's network.
  if (!host.includes('.')) return `${host} is a local (single-label) host name`;
  return null;
}

/** The URL's host without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * The host as typed, when the URL parser rewrote it into an IP address: `0x7f.1`, `2130706433`,
 * `[::127.0.0.1]`, `[2001:0db8::1]`, percent-encoded digits... Null when it is written canonically
 * or is a name.
 */
function nonCanonicalIpHost(rawUrl: string, url: URL): string | null {
  if (!net.isIP(hostOf(url))) return null;
  const typed = /^[a-z][a-z0-9+.-]*:[/\\]*(?:[^@/\\?#]*@)?(\[[^\]]*\]|[^:/\\?#]*)/i.exec(rawUrl.trim())?.[1] ?? '';
  return typed.toLowerCase().replace(/\.$/, '') === url.hostname ? null : typed;
}

/**
 * The check made when an admin registers or changes an endpoint. Returns the reason it is refused,
 * or null. Names are resolved (with `resolve`, dns.lookup by default): one that does not resolve is
 * refused, and every address is checked again at every connection.
 */
export async function checkWebhookTarget(rawUrl: string, allowPrivate: boolean, resolve: Resolve = dns.lookup): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null; // the URL rule reports it
  }
  const typed = nonCanonicalIpHost(rawUrl, url);
  if (typed) return `${typed} is not an IP address written in its usual form (it means ${url.hostname}); write it as ${url.hostname}`;
  if (allowPrivate) return null;
  const host = hostOf(url);
  if (net.isIP(host)) return nonPublicReason(host);
  const blocked = blockedHostReason(host);
  if (blocked) return blocked;
  const addresses = await lookupWithin(resolve, host, REGISTRATION_LOOKUP_MS);
  if (addresses === 'timeout') return `${host} could not be resolved in time; try again`;
  if (addresses.length === 0) return `${host} does not resolve to any address`;
  for (const { address } of addresses) {
    const reason = nonPublicReason(address);
    if (reason) return `${host} resolves to ${reason.replace(/^\S+ is /, `${address}, `)}`;
  }
  return null;
}

/** Every address of a name ([] when it does not resolve), or 'timeout' when no answer came within `ms`. */
async function lookupWithin(resolve: Resolve, host: string, ms: number): Promise<dns.LookupAddress[] | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), ms);
  });
  const lookup = new Promise<dns.LookupAddress[]>((done) => {
    resolve(host, { all: true, verbatim: true }, (error, addresses) => done(error ? [] : (addresses ?? [])));
  });
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The check made before a request starts, for what the lookup hook never sees: an IP literal
 * (Node connects to it without a lookup) or a blocked name. Throws EgressRefusedError.
 */
export function assertTargetAllowed(url: URL, allowPrivate: boolean): void {
  if (allowPrivate) return;
  const host = hostOf(url);
  const reason = net.isIP(host) ? nonPublicReason(host) : blockedHostReason(host);
  if (reason) throw new EgressRefusedError(reason);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;
/** dns.lookup's shape with `all: true` (tests pass a stand-in to play DNS answers, rebinding included). */
export type Resolve = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for net/tls.connect (undici's connect.lookup): resolves every address of the name,
 * refuses the connection when any of them is not public, and hands the socket exactly the
 * addresses it checked. Handles both call shapes (`all: true` when Node tries several addresses).
 */
export function webhookLookup(allowPrivate: boolean, resolve: Resolve = dns.lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      if (!allowPrivate) {
        for (const { address } of list) {
          const reason = nonPublicReason(address);
          if (reason) return callback(new EgressRefusedError(`${hostname} resolves to ${reason.replace(/^\S+ is /, `${address}, `)}`), []);
        }
      }
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
