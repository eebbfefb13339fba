import type { CDPSession, Page } from '@playwright/test';

/**
 * Real Tab presses in batches, for the keyboard walk (keyboard-walk.ts). They are the key events
 * `page.keyboard.press('Tab')` sends, through the same Chrome DevTools Protocol call, but sent
 * back to back: `press` waits for its key down and its key up to be handled before it returns, two
 * round trips a press, and a walk takes hundreds of presses. Chromium handles queued key events one
 * after the other, each key up after its key down's focus move, so nothing about focus changes;
 * what the page does between presses is read in the page (TabStep in keyboard-walk-page.ts).
 */

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** One session per tab, opened when the tab is first walked. */
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** As Playwright's US keyboard describes Tab: no text, so a raw key down; no modifier. */
const TAB = {
  key: 'Tab',
  code: 'Tab',
  windowsVirtualKeyCode: 9,
  modifiers: 0,
  location: 0,
  isKeypad: false,
};

/** Presses Tab `times` times; resolves once Chromium has handled the last key up. */
export async function pressTab(page: Page, times: number): Promise<void> {
  const session = await sessionOf(page);
  const sent: Promise<unknown>[] = [];
  for (let press = 0; press < times; press += 1) {
    sent.push(
      session.send('Input.dispatchKeyEvent', {
        type: 'rawKeyDown',
        ...TAB,
        autoRepeat: false,
        commands: [],
      }),
    );
    sent.push(session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...TAB }));
  }
  await Promise.all(sent);
}
