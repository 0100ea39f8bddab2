// Debian's Chromium for the bench, headless with the flags this project's tests use.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';

const config = JSON.parse(readFileSync(new URL('../../scripts/chromium.json', import.meta.url), 'utf8'));

const launchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? config.path,
  args: [...config.args, '--enable-precise-memory-info'],
  headless: true,
});

/** Launches headless Chromium (CHROMIUM_PATH overrides the path). */
export function launchChromium() {
  return chromium.launch(launchOptions());
}

/**
 * Headless Chromium with a profile on disk in `userDataDir`, as a user's browser has: its HTTP cache
 * keeps scripts with V8's compiled code beside them, which a context of `launchChromium`'s (kept in
 * memory, like a private window) does not. One context, at the size the story tests use.
 */
export function launchWithProfile(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions(), viewport: { width: 1280, height: 800 }, ...options });
}

/** Slows the page's CPU `rate` times (1 = no throttling), through the DevTools protocol. */
export async function throttleCpu(page, rate) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

/** A new page with a fresh context at the size the story tests use. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return context.newPage();
}
