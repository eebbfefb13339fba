/**
 * Debian's Chromium and the flags it needs here, for every tool that drives it (Vitest browser
 * mode, Playwright, the benchmarks, the story screenshot tool). Browsers are never downloaded with
 * `playwright install`: only Debian's packages reach this machine kind. Without the
 * background-networking flags Chromium keeps dialling Google's hosts, which the network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for Playwright's `chromium.launch` and the Vitest Playwright provider. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
