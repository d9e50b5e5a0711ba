// Who a request comes from, as far as analytics may know (issue 32, decision 0063): whether it may
// be counted at all (DNT / Sec-GPC, bots, staff), and the coarse device facts kept instead of the
// User-Agent (browser family, OS, device class). The address and User-Agent themselves only feed
// the daily visitor hash (analytics.service.ts) and are never stored.
import crypto from 'node:crypto';
import Bowser from 'bowser';
import type { Request } from 'express';
import { clientIp } from '../../auth/context';
import { SESSION_COOKIE_PATTERN } from '../../auth/tokens';
import { boundedMemo } from '../../shared/bounded-memo';

/** What a request tells analytics: who (for the hash only) and whether to count it. */
export interface VisitorSignal {
  /** The client address as resolved under TRUST_PROXY (an IPv6 client as its /64). */
  address: string;
  userAgent: string;
  /** DNT: 1, Sec-GPC: 1, a bot, or signed-in staff: nothing is recorded. */
  excluded: boolean;
}

/** Known crawlers, link previewers, monitors, HTTP libraries and headless browsers that say so. */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|phantomjs|selenium|puppeteer|playwright|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|node-fetch|undici|axios|okhttp|httpclient|libwww|scrapy|feedfetcher|rss/i;

/** A browser's User-Agent starts with this; anything else (or none) is not a person's browser. */
const BROWSER_SIGNATURE = /^Mozilla\/5\.0 \(/;

export function isBot(userAgent: string): boolean {
  return !BROWSER_SIGNATURE.test(userAgent) || BOT_PATTERN.test(userAgent);
}

/** DNT: 1 or Sec-GPC: 1: the visitor asked not to be tracked, so nothing about them is recorded. */
export function optedOut(req: Pick<Request, 'headers'>): boolean {
  return req.headers.dnt === '1' || req.headers['sec-gpc'] === '1';
}

/**
 * Staff are not visitors. A session cookie or a bearer token is enough to leave a request out:
 * checking it would read the database, and the site sets no cookie on anonymous visitors, so a
 * forged one only removes its sender from the numbers.
 */
export function isStaff(req: Pick<Request, 'headers'>): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  return typeof cookie === 'string' && SESSION_COOKIE_PATTERN.test(cookie);
}

export function visitorSignal(req: Request): VisitorSignal {
  const userAgent = req.headers['user-agent'] ?? '';
  return {
    address: clientIp(req),
    userAgent,
    excluded: optedOut(req) || isStaff(req) || isBot(userAgent),
  };
}

export interface DeviceFacts {
  browser: string;
  os: string;
  device: 'desktop' | 'mobile' | 'tablet' | 'other';
}

/**
 * Browser family, OS and device class: all that is kept of a User-Agent. Remembered for the
 * User-Agents seen lately: most events come from a few browsers' versions, and parsing one costs.
 */
export const deviceFacts: (userAgent: string) => DeviceFacts = boundedMemo(2000, parseDevice);

function parseDevice(userAgent: string): DeviceFacts {
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  return {
    browser: (parsed.browser.name ?? 'Other').slice(0, 30),
    os: (parsed.os.name ?? 'Other').slice(0, 30),
    device: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other',
  };
}

/**
 * The visitor of a day: HMAC-SHA256 of (site, address, User-Agent) under that day's salt, 128 bits
 * in hex. Without the salt (destroyed when the day ends) no one can link it back to an address.
 */
export function visitorHash(salt: Buffer, site: string, address: string, userAgent: string): string {
  return crypto.createHmac('sha256', salt).update(`${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}

/** The referrer's host name only (no path, no query), lower-case, without a leading www.; null for none or this site. */
export function referrerDomain(referrer: string | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, '')) return null;
    return host.slice(0, 255) || null;
  } catch {
    return null;
  }
}
