// The webhook egress policy: which addresses and host names a webhook may reach, in every
// spelling an attacker might try, and the connection-time lookup that checks what it hands over.
import type { LookupAddress } from 'node:dns';
import {
  blockedHostReason,
  checkWebhookTarget,
  EgressRefusedError,
  nonPublicReason,
  webhookLookup,
  type Resolve,
} from '../../../graphql-server/src/modules/webhooks/webhook-egress';

describe('nonPublicReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.1.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'cloud metadata'],
    ['::ffff:10.1.2.3', 'private'],
    ['64:ff9b::a00:1', 'NAT64'],
    ['2002:a00:1::', '6to4'],
    ['2001:db8::1', 'reserved'],
    ['[::1]', 'loopback'],
    ['::7f00:1', 'IPv4-compatible'],
    ['::a9fe:a9fe', 'IPv4-compatible'],
  ])('refuses %s (%s)', (address, words) => {
    expect(nonPublicReason(address)).toContain(words);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(nonPublicReason(address)).toBeNull();
    },
  );
});

describe('blockedHostReason', () => {
  it.each([
    'localhost',
    'LOCALHOST.',
    'api.localhost',
    'metadata.google.internal',
    'metadata',
    'instance-data',
    'printer.local',
    'db.corp',
    'intranet',
  ])('refuses the internal name %s', (host) => {
    expect(blockedHostReason(host)).not.toBeNull();
  });

  it.each(['hooks.example.com', 'api.github.com', 'example.org.'])('allows %s', (host) => {
    expect(blockedHostReason(host)).toBeNull();
  });
});

describe('checkWebhookTarget (registration)', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://2130706433/hook', // decimal
    'http://017700000001/hook', // octal
    'http://0x7f000001/hook', // hex
    'http://0x7f.1/hook', // short hex
    'http://127.1/hook', // short form
    'http://[::1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://0/hook',
    'https://10.0.0.5/hook',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://localhost:3000/hook',
  ])('refuses %s', async (url) => {
    await expect(checkWebhookTarget(url, false)).resolves.toEqual(expect.any(String));
  });

  /** DNS as the test plays it: hooks.example.com is public, inside.example.com private, anything else unknown. */
  const dnsAnswers: Record<string, LookupAddress[]> = {
    'hooks.example.com': [{ address: '93.184.215.14', family: 4 }],
    'inside.example.com': [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.8', family: 4 },
    ],
  };
  const played: Resolve = (host, _options, callback) => {
    const answer = dnsAnswers[host];
    if (answer) callback(null, answer);
    else callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }), []);
  };
  const silent: Resolve = () => undefined;

  it.each([
    ['http://[::127.0.0.1]/', '[::127.0.0.1]'],
    ['http://[0:0:0:0:0:0:7f00:1]/', '[0:0:0:0:0:0:7f00:1]'],
    ['https://[2606:4700:4700:0::1111]/hook', '[2606:4700:4700:0::1111]'],
    ['https://0x08.8.8.8/hook', '0x08.8.8.8'],
    ['https://134744072/hook', '134744072'],
    ['https://%38.8.8.8/hook', '%38.8.8.8'],
    ['https://8.8.8.8./hook', null],
  ])('refuses the IP literal %s unless written canonically', async (url, typed) => {
    const reason = await checkWebhookTarget(url, false, played);
    if (typed === null) expect(reason).toBeNull();
    else expect(reason).toContain(`${typed} is not an IP address written in its usual form`);
  });

  it('refuses non-canonical spellings even where private targets are allowed', async () => {
    await expect(checkWebhookTarget('http://0x7f.1/hook', true, played)).resolves.toContain('write it as 127.0.0.1');
    await expect(checkWebhookTarget('http://127.0.0.1:8080/hook', true, played)).resolves.toBeNull();
  });

  it('accepts public addresses and names that resolve only to public addresses', async () => {
    await expect(checkWebhookTarget('https://8.8.8.8/hook', false, played)).resolves.toBeNull();
    await expect(checkWebhookTarget('https://[2606:4700:4700::1111]/hook', false, played)).resolves.toBeNull();
    await expect(checkWebhookTarget('https://hooks.example.com/hook', false, played)).resolves.toBeNull();
  });

  it('refuses names that do not resolve, or resolve to any private address', async () => {
    await expect(checkWebhookTarget('https://nowhere.example.com/hook', false, played)).resolves.toBe(
      'nowhere.example.com does not resolve to any address',
    );
    await expect(checkWebhookTarget('https://inside.example.com/hook', false, played)).resolves.toContain('10.0.0.8, a private address');
  });

  it('refuses a name whose lookup never answers, after the registration lookup time', async () => {
    jest.useFakeTimers();
    try {
      const reason = checkWebhookTarget('https://slow.example.com/hook', false, silent);
      await jest.advanceTimersByTimeAsync(2000);
      await expect(reason).resolves.toBe('slow.example.com could not be resolved in time; try again');
    } finally {
      jest.useRealTimers();
    }
  });

  it('allows everything with WEBHOOK_ALLOW_PRIVATE', async () => {
    await expect(checkWebhookTarget('http://127.0.0.1:8080/hook', true)).resolves.toBeNull();
  });
});

describe('webhookLookup (connection time)', () => {
  const lookup = (allowPrivate: boolean, host: string, all: boolean) =>
    new Promise<{ error: Error | null; address: string | LookupAddress[] }>((resolve) => {
      webhookLookup(allowPrivate)(host, { all }, (error, address) => resolve({ error, address }));
    });

  it('refuses a name that resolves to a loopback address, whatever the call shape', async () => {
    for (const all of [false, true]) {
      const { error, address } = await lookup(false, 'localhost', all);
      expect(error).toBeInstanceOf(EgressRefusedError);
      expect(error?.message).toMatch(/^Refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address\./);
      expect(address).toEqual([]);
    }
  });

  it('hands over the checked addresses when private targets are allowed', async () => {
    const single = await lookup(true, 'localhost', false);
    expect(single.error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(single.address);
    const all = await lookup(true, 'localhost', true);
    expect(Array.isArray(all.address) && all.address.length).toBeGreaterThan(0);
  });
});
