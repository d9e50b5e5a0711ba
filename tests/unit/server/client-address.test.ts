// Client addresses (issue 10, trust boundaries): TRUST_PROXY parsing, the per-address limiter key
// (IPv6 per /64, IPv4-mapped as IPv4), a request's key under each app's TRUST_PROXY, and what
// access logs record.
import express, { type Request } from 'express';
import { clientIp } from '../../../graphql-server/src/auth/context';
import { addressKey, loggedAddress, normalizeAddress, parseTrustProxy } from '../../../graphql-server/src/security/client-address';

describe('parseTrustProxy', () => {
  it('trusts nobody when unset, empty, false or 0', () => {
    for (const value of [undefined, '', '  ', 'false', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
  });

  it('takes addresses, CIDRs and the named ranges, comma-separated', () => {
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7 ,fd00::/8, ::1, Loopback, uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each(['true', 'yes', 'proxy.example.com', '10.0.0.0/33', '10.0.0', '1,2', '300.1.1.1', '10.0.0.1,', '::g', '-1', '1.5', '999'])(
    'refuses %j with a message that says what is accepted',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/number of proxy hops.*addresses or CIDRs/);
    },
  );
});

describe('addressKey', () => {
  it('keeps IPv4 addresses, and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 per /64, however the address is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:DB8:1:2:0:0:0:9')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('is idempotent and passes non-addresses through', () => {
    expect(addressKey(addressKey('2001:db8:1:2::1'))).toBe('2001:db8:1:2::/64');
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey(undefined)).toBe('unknown');
  });

  it('gives the same key when asked again, also after the memory of recent addresses was full and forgotten', () => {
    expect(addressKey('2001:db8:9::1')).toBe('2001:db8:9::/64');
    for (let i = 0; i < 10_050; i += 1) addressKey(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(addressKey('2001:db8:9::1')).toBe('2001:db8:9::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('clientIp', () => {
  /** A request of `app`'s as the listener's view makes it: Express's prototype over a socket address and headers. */
  const requestOf = (app: express.Express, remoteAddress: string, headers: Request['headers'] = {}) => {
    const req = Object.create(app.request) as Request;
    req.socket = { remoteAddress } as Request['socket'];
    req.headers = headers;
    return req;
  };

  it('resolves X-Forwarded-For as each app trusts it, when asked again and after the memory of recent pairs was full and forgotten', () => {
    const trusting = express().set('trust proxy', ['loopback']);
    const distrusting = express().set('trust proxy', false);
    const oneHop = express().set('trust proxy', 1);
    const chain = { 'x-forwarded-for': '198.51.100.1, 2001:db8:1:2:3:4:5:6' };
    const expected = [
      [trusting, '2001:db8:1:2::/64'],
      [distrusting, '127.0.0.1'],
      [oneHop, '2001:db8:1:2::/64'],
    ] as const;
    for (let round = 0; round < 2; round += 1) {
      for (const [app, key] of expected) expect(clientIp(requestOf(app, '127.0.0.1', chain))).toBe(key);
      expect(clientIp(requestOf(trusting, '127.0.0.1'))).toBe('127.0.0.1');
      expect(clientIp(requestOf(trusting, '203.0.113.5', chain))).toBe('203.0.113.5');
      // Past the memory's size: forgotten, then resolved again the same way.
      for (let i = 0; i < 10_001; i += 1) clientIp(requestOf(trusting, '127.0.0.1', { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` }));
    }
  });
});

describe('normalizeAddress and loggedAddress', () => {
  it('logs the address in full, truncated (IPv4 /24, IPv6 /48) or not at all', () => {
    expect(normalizeAddress('::ffff:198.51.100.23')).toBe('198.51.100.23');
    expect(loggedAddress('::ffff:198.51.100.23', 'full')).toBe('198.51.100.23');
    expect(loggedAddress('198.51.100.23', 'truncated')).toBe('198.51.100.0/24');
    expect(loggedAddress('2001:db8:aaaa:bbbb::1', 'full')).toBe('2001:db8:aaaa:bbbb::1');
    expect(loggedAddress('2001:db8:aaaa:bbbb::1', 'truncated')).toBe('2001:db8:aaaa::/48');
    expect(loggedAddress('198.51.100.23', 'off')).toBeUndefined();
  });
});
