/**
 * Walking the admin screen by screen without loading it anew: `page.goto` starts the whole admin
 * again for each screen (its scripts, the signed-in user, the screens' code). The router follows
 * the browser's history, so a screen reached this way is the one its links open.
 */
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens `path` (with its query) in the admin already running in `page`, as its links do. The
 * pointer is taken off the page first: a loaded page has none over it, where the last click's
 * would hover whatever the new screen puts under it.
 */
export async function moveInside(page: Page, path: string): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** How long no request may be under way before a screen counts as loaded. */
const quietMs = 300;

/** The page's requests under way: `quiet()` resolves once none has been for `quietMs`. */
export interface RequestWatch {
  quiet(): Promise<void>;
}

/**
 * The page's requests under way, of those started from now on (a screen's data, then the pictures
 * it shows); one already under way when the watch starts is not waited for, nor the live stream,
 * which stays open as long as the screen (docs/live.md).
 */
export function watchRequests(page: Page): RequestWatch {
  const underWay = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (new URL(request.url()).pathname.endsWith('/live/stream')) return;
    underWay.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    underWay.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () =>
      expect
        .poll(() => underWay.size === 0 && Date.now() - lastChange >= quietMs, { message: 'requests still under way', intervals: [50] })
        .toBe(true),
  };
}
