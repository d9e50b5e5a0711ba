// The webhook egress policy: which addresses and host names a webhook may reach, in every
// spelling an attacker might try, and the connection-time lookup that checks what it hands over.
import type { LookupAddress } from 'node:dns';
import {
  blockedHostReason,
  checkWebhookTarget,
  EgressRefusedError,
  nonPublicReason,
  webhookLookup,
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

  it('accepts public addresses, and names that do not resolve yet (checked again at every connection)', async () => {
    await expect(checkWebhookTarget('https://8.8.8.8/hook', false)).resolves.toBeNull();
    await expect(checkWebhookTarget('https://hooks.invalid-name-for-a-test.example/hook', false)).resolves.toBeNull();
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
