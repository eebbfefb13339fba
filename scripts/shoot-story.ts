// Screenshots one story of a running Storybook (npm run storybook) in Debian's Chromium, to look at
// a widget in a scheme and at a width:  npx tsx scripts/shoot-story.ts <story-id> <out.png> [dark] [phone]
// e.g. npx tsx scripts/shoot-story.ts design-system-pagination--default .tmp/shots/pagination.png dark phone
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tests/chromium';

const [id, out, ...flags] = process.argv.slice(2);
if (!id || !out) {
  console.error('usage: npx tsx scripts/shoot-story.ts <story-id> <out.png> [dark] [phone]');
  process.exit(2);
}
const scheme = flags.includes('dark') ? 'dark' : 'light';
const width = flags.includes('phone') ? 375 : 1280;
const base = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6006';
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=colorScheme:${scheme}`);
  await page.waitForSelector('#storybook-root > *', { timeout: 30_000 }).catch(async (error) => {
    await page.screenshot({ path: out, fullPage: true });
    console.error(`The story did not render (screenshot of the page in ${out}):`, ...errors);
    throw error;
  });
  await page.waitForTimeout(Number(process.env.SHOT_WAIT_MS ?? 800));
  await page.screenshot({ path: out, fullPage: true });
  console.log(out);
} finally {
  await browser.close();
}
