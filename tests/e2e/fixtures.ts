/**
 * What every end-to-end test shares: the running server (started by global-setup.ts), the
 * accessibility check each screen must pass, and the server's mail outbox.
 *
 * `apiProfile` is the project's (playwright.config.ts): `reference` tests against the reference
 * server itself, `laravel` against it behind the Laravel profile, which answers as a stock
 * Laravel + Passport deployment. A journey tagged `@laravel` runs in both.
 */
import { test as base, expect, type Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { readOutbox, type OutboxMail } from '../../server/auth/mail';
import { serverEnv } from './server-env';

function fromGlobalSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with \`playwright test\` (its global setup starts the server)`);
  return value;
}

export type ApiProfile = 'reference' | 'laravel';

/** The tag of the journeys that run against the Laravel profile too. */
export const laravelJourney = { tag: '@laravel' };

export const test = base.extend<
  { serverUrl: string; dataDir: string; readOutbox: () => Promise<OutboxMail[]> },
  { apiProfile: ApiProfile }
>({
  apiProfile: ['reference', { option: true, scope: 'worker' }],
  serverUrl: async ({ apiProfile }, use) => use(fromGlobalSetup(apiProfile === 'laravel' ? serverEnv.laravelUrl : serverEnv.url)),
  dataDir: async ({}, use) => use(fromGlobalSetup(serverEnv.dataDir)),
  // `page.goto('/login')` goes to the test server.
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  readOutbox: async ({ dataDir }, use) => use(() => readOutbox(dataDir)),
});

export { expect };

/**
 * axe-core's violations on the page as it is now, axe put into each document once and run there.
 * `@axe-core/playwright` evaluates axe's large source at every check and finishes each run in a
 * blank page it opens, which costs a check several times the run itself. The admin has no frames
 * for axe to pass results between.
 */
async function axeViolations(page: Page): Promise<Result[]> {
  expect(page.frames(), 'a frame in the page: the accessibility check reads the top document only').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations),
  );
}

/** Fails on any serious or critical axe violation of the screen as it is now. */
export async function checkAccessibility(page: Page): Promise<void> {
  // The Laravel project walks the reference project's screens again against another API's answers:
  // their accessibility is checked once, there.
  if ((test.info().project.use as { apiProfile?: ApiProfile }).apiProfile === 'laravel') return;
  // A tooltip caught fading in or out has part of its opacity, and axe would judge its contrast at
  // that moment: wait until every tooltip on screen is fully shown, or gone.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiTooltip-tooltip')].every(
      (tooltip) => getComputedStyle(tooltip.parentElement ?? tooltip).opacity === '1' && getComputedStyle(tooltip).opacity === '1',
    ),
  );
  // The same for anything else caught mid-transition (a toast or a closing menu fading): the
  // screen is judged once its finite transitions and animations have ended (a spinner's never do),
  // and judged again when one started while axe was reading it (a toast that appeared meanwhile).
  let violations: Result[] = [];
  for (let reading = 1; reading <= 3; reading++) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    );
    await page.evaluate(() => {
      const watch = window as unknown as { screenMoved: boolean; watchingMoves?: boolean };
      watch.screenMoved = false;
      if (watch.watchingMoves) return;
      watch.watchingMoves = true;
      for (const event of ['transitionstart', 'animationstart']) document.addEventListener(event, () => (watch.screenMoved = true), true);
    });
    violations = await axeViolations(page);
    const moved = await page.evaluate(() => (window as unknown as { screenMoved: boolean }).screenMoved);
    if (!moved) break;
  }
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking, `accessibility of ${page.url()}`).toEqual([]);
}
