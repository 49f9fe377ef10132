/* global window, document, MutationObserver -- the functions handed to page.evaluate run in the browser. */
// How long a space page shows before its Follow button works, on a slow phone (issue 20): from
// the first contentful paint to the moment the app has taken the page over (the page marks it,
// `<html data-app="started">`, in an effect after hydration). Chromium through Playwright with
// Lighthouse's mobile conditions: the CPU slowed 4×, 150 ms round trips, 1.6 Mbit/s down. Each
// run is a fresh browser context (nothing cached). Not part of CI; run by hand against a running,
// seeded build, beside `bench/lighthouse.mjs`:
//
//   node bench/follow-ready.mjs --base http://localhost:4193 [--runs 5] [--path /@maya-rivers]
//
// Prints the median and every run, with the machine's load average.
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}
const base = option('base', 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(option('runs', 5));
const pagePath = option('path', '/@maya-rivers');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

async function once() {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.app !== 'started') return;
      observer.disconnect();
      window.__started = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  });
  await page.goto(`${base}${pagePath}`);
  await page.waitForFunction(() => window.__started !== undefined, null, { timeout: 60_000 });
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    started: window.__started,
  }));
  await context.close();
  return timings;
}

const results = [];
for (let run = 0; run < runs; run++) results.push(await once());
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ready = results.map((r) => r.started - r.paint);
console.log(
  `${base}${pagePath}, ${runs} runs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `first contentful paint: median ${Math.round(median(results.map((r) => r.paint)))} ms; app started: median ${Math.round(median(results.map((r) => r.started)))} ms`,
);
console.log(`first paint to a working Follow: median ${Math.round(median(ready))} ms`);
console.log(`every run (ms): ${ready.map(Math.round).join(', ')}`);
