import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3123';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const pages = (process.env.PAGES ?? '/').split(',');
for (const [w, h, tag] of [[1280, 860, 'desktop'], [390, 844, 'mobile']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  if (process.env.LOGIN) {
    await page.request.post(base + '/api/auth/sign-in/email', { data: { email: process.env.LOGIN, password: process.env.PASS } });
  }
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(800);
    const name = `/tmp/shots/${tag}${p.replace(/[\/?=&]/g, '_') || '_home'}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
