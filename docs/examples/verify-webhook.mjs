#!/usr/bin/env node
// Verify the site's webhook deliveries (docs/integrators.md, "Walk-through"). Plain Node 20+, no
// dependencies. Import verifyWebhook into your own receiver, or run this file as a tiny one:
//
//   FINOPS_WEBHOOK_SECRETS=whsec_... PORT=4000 node docs/examples/verify-webhook.mjs
//
// It prints one line per verified event and answers 204; a delivery that does not verify gets
// 400 with the reason (the site's delivery log shows it). FINOPS_WEBHOOK_SECRETS takes several
// secrets separated by commas: keep the old one next to the new one while you deploy a rotation.
import crypto from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** A header's value whatever the case of its name (node:http lowercases them; a Headers object or a plain object may not). */
function header(headers, name) {
  if (typeof headers.get === 'function') return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Check one delivery: `rawBody` exactly as received (a string or Buffer, before any JSON parsing),
 * its headers, the secrets you accept (one, or two while you roll out a rotation) and how far the
 * X-FinOps-Timestamp may be from now. Answers `{ ok: true, event }` (the parsed body) or
 * `{ ok: false, reason }`. The header carries one `sha256=<hex>` entry per secret the site signs with
 * (two in the 24 hours after a rotation): the delivery is genuine when any entry matches any secret.
 */
export function verifyWebhook(rawBody, headers, secrets, toleranceSeconds = 300) {
  const body = Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : String(rawBody);
  const timestamp = String(header(headers, 'x-finops-timestamp') ?? '').trim();
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'The X-FinOps-Timestamp header is missing or not a Unix time in seconds.' };
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) {
    return { ok: false, reason: `The timestamp is more than ${toleranceSeconds} s away from now (a replayed or delayed delivery).` };
  }
  const entries = String(header(headers, 'x-finops-signature') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { ok: false, reason: 'The X-FinOps-Signature header is missing.' };
  const matches = secrets.some((secret) => {
    const expected = Buffer.from(`sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
    return entries.some((entry) => {
      const given = Buffer.from(entry);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
  });
  if (!matches)
    return { ok: false, reason: 'No signature in X-FinOps-Signature matches our secrets (a rotated-away secret, or a changed body).' };
  try {
    return { ok: true, event: JSON.parse(body) };
  } catch {
    return { ok: false, reason: 'The body is not JSON.' };
  }
}

const MAX_BODY_BYTES = 1024 * 1024;

/** A receiver that verifies every POST and prints the events that verify. */
export function createReceiver(secrets, { toleranceSeconds = 300, log = console.log } = {}) {
  return http.createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end('Too large.');
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end('POST only.');
      const result = verifyWebhook(Buffer.concat(chunks), req.headers, secrets, toleranceSeconds);
      if (!result.ok) return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end(result.reason);
      // Deduplicate on event.id in a real receiver: a delivery may come more than once.
      log(`verified ${result.event.type} ${result.event.id} ${JSON.stringify(result.event.data)}`);
      res.writeHead(204).end();
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secrets = (process.env.FINOPS_WEBHOOK_SECRETS ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    console.error('Set FINOPS_WEBHOOK_SECRETS to the endpoint secret (whsec_...; several separated by commas).');
    process.exit(1);
  }
  const receiver = createReceiver(secrets);
  receiver.listen(Number(process.env.PORT ?? 4000), process.env.HOST, () => {
    console.log(`Listening on http://localhost:${receiver.address().port}/`);
  });
}
