// The price of starting the app at the visitor's first use of a public page (decision 0088), for
// `npm run bench:lighthouse`: on a phone-sized page with the network and CPU Lighthouse's mobile run
// simulates (slow 4G as DevTools applies it: 562.5 ms round trips, 1.47 Mbps down; the same CPU
// slowdown), the home is loaded and left alone until its network is quiet, then the calculator's
// first field is tapped. The figure is the time from that tap until React owns the field (its
// props are on the element): how long a visitor's first touch of a tool waits for the app. Before
// 0088 the app was fetched at the first paint, so a tap that came later waited for nothing, at the
// price of every reader downloading it. Playwright drives Debian's Chromium, as in the e2e tests.
import { chromium } from '@playwright/test';
import { median } from './bench-results.mjs';

/** DevTools' slow 4G, as Lighthouse applies it (`throttling.mobileSlow4G` × its request-level factors). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** One load and tap: milliseconds from the tap to React owning the field (throttled, or not at all). */
async function oneTap(browser, base, cpuSlowdown, throttled) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttled) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`${base}/`, { waitUntil: 'networkidle', timeout: 120_000 });
    const appBefore = await page.evaluate(() => document.documentElement.dataset.app ?? null);
    const field = page.locator('section#calculator').getByLabel('Monthly Cloud Spend (USD)');
    await field.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      document.addEventListener('pointerdown', () => (window.__tappedAt ??= performance.now()), { capture: true });
    });
    await field.tap();
    const handle = await field.elementHandle();
    await page.waitForFunction((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')), handle, {
      polling: 'raf',
      timeout: 120_000,
    });
    const waited = await page.evaluate(() => performance.now() - window.__tappedAt);
    return { waited, appBefore };
  } finally {
    await context.close();
  }
}

/**
 * Measures `runs` first taps; returns the lines for bench/results.md (no target: issue 36 sets
 * none for it; it is the cost the JavaScript target is bought with).
 */
export async function measureFirstUse({ base, chromePath, cpuSlowdown, runs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const taps = [];
    const plain = [];
    // In turns: throttled, then on this host's own network and CPU.
    for (let i = 0; i < runs; i++) {
      taps.push(await oneTap(browser, base, cpuSlowdown, true));
      plain.push(await oneTap(browser, base, cpuSlowdown, false));
    }
    const series = (list) => {
      const waits = list.map((tap) => tap.waited).sort((a, b) => a - b);
      return `${waits.map((ms) => Math.round(ms)).join(' / ')} ms (median ${Math.round(median(waits))} ms)`;
    };
    const early = [...taps, ...plain].filter((tap) => tap.appBefore !== null).length;
    return [
      `First use (decision 0088): the home on a phone-sized page, left until its network was quiet, then the calculator's first field tapped. The app owned the field ${series(taps)} after the tap with DevTools' slow 4G and ${cpuSlowdown}x CPU; ${series(plain)} without throttling, in turns. ` +
        (early === 0
          ? 'The app had not started before the tap in any run.'
          : `The app had started before the tap in ${early} of ${taps.length + plain.length} runs (it should wait for a use).`),
    ];
  } finally {
    await browser.close();
  }
}
