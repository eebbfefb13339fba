/**
 * What a person downloads to see /login: loads the built app in Chromium, records every script and
 * stylesheet the page fetched until it settled, and sums their gzipped sizes. Files come straight
 * from dist/ through request interception, and API calls answer 401 as for a signed-out visitor.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tests/chromium';

const ORIGIN = 'http://crewcard.bench';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export type BundleFigures = { path: string; js: number; css: number; files: string[] };

export async function measureRoute(distDir: string, path: string): Promise<BundleFigures> {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error('dist/ is missing: run npm run build');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const loaded = new Set<string>();
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.startsWith('/v1/')) {
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            status_code: 401,
            message: 'Your token is invalid. Please login again.',
          }),
        });
      }
      const file = join(distDir, url.pathname);
      const isFile = url.pathname !== '/' && existsSync(file) && !url.pathname.endsWith('/');
      const target = isFile ? file : join(distDir, 'index.html');
      if (isFile && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
      return route.fulfill({
        status: 200,
        contentType: TYPES[extname(target)] ?? 'application/octet-stream',
        body: readFileSync(target),
      });
    });
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /sign in/i })
      .first()
      .waitFor({ timeout: 10_000 });
  } finally {
    await browser.close();
  }
  let js = 0;
  let css = 0;
  for (const file of loaded) {
    const size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    if (file.endsWith('.js')) js += size;
    else css += size;
  }
  return { path, js, css, files: [...loaded].sort() };
}
