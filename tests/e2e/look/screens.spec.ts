/**
 * The look of every screen, as a reviewed change: each screen at a desktop (1280×800) and a phone
 * (390×844) size, in the light and the dark scheme, compared with its committed picture
 * (`screens.spec.ts-snapshots/`); on each, axe finds no serious or critical violation (contrast
 * included), and at 360 px wide nothing scrolls sideways.
 *
 * One signed-in page per size and scheme, reused across the screens, which it opens as the
 * admin's links do (moveInside.ts) rather than loading the admin anew for each. The screens show the demo
 * content of a server of their own (ownServer.ts), read only; the dates that the day of the run
 * changes are masked. After a deliberate change of look, regenerate the pictures:
 * `npx vite build && npx playwright test tests/e2e/look/screens.spec.ts --project reference --update-snapshots`.
 */
import type { Browser, Page } from '@playwright/test';
import { fieldBySource, type ResourceDefinition } from '../../../resources/definition';
import { hasTranslations } from '../../../resources/kinds/translatable';
import { definitions } from '../../../resources';
import { editPath, translationsPath } from '../../../src/routes/routeTable';
import { expect, checkAccessibility } from '../fixtures';
import { testWithOwnServer } from '../ownServer';
import { pictureSizes } from './pictureSizes';
import { moveInside, watchRequests, type RequestWatch } from '../moveInside';
import { accessToken, firstId, signInAs } from '../shell/signIn';

const test = testWithOwnServer();

const schemes = ['light', 'dark'] as const;
const narrowest = { width: 360, height: 800 };

interface Screen {
  name: string;
  path: string;
}

const signedOutScreens: Screen[] = [
  { name: 'sign-in', path: '/login' },
  { name: 'forgot-password', path: '/forgot-password' },
];

/**
 * A list in an order that does not change from run to run: by its first sortable column that is
 * not a date (the demo content's creation times are those of the seeding, items close together).
 */
const steadySource = (definition: ResourceDefinition) =>
  definition.list.sortable.find((sortable) => fieldBySource(definition, sortable).kind !== 'date');

function steadyOrder(definition: ResourceDefinition): string {
  const source = steadySource(definition);
  return source ? `?sort=${source}&order=ASC` : '';
}

async function signedInScreens(page: Page): Promise<Screen[]> {
  const token = await accessToken(page.request);
  const screens: Screen[] = [];
  for (const definition of definitions) {
    // The item each form shows is the first of that steady order.
    const id = await firstId(page.request, token, definition.endpoint, steadySource(definition));
    screens.push(
      { name: `${definition.name}-list`, path: `/${definition.name}${steadyOrder(definition)}` },
      { name: `${definition.name}-create`, path: `/${definition.name}/create` },
      { name: `${definition.name}-edit`, path: editPath(definition, id) },
    );
    if (hasTranslations(definition)) screens.push({ name: `${definition.name}-translations`, path: translationsPath(definition.name) });
  }
  screens.push({ name: 'export', path: '/export' }, { name: 'account-deletion', path: '/account-deletion' });
  return screens;
}

/**
 * The screen once it has loaded: its heading shown (a view's code fetched before the watch began
 * is not among the requests waited for), no request under way, no skeleton or spinner, pictures
 * and fonts ready.
 */
async function settle(page: Page, requests: RequestWatch) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await requests.quiet();
  await expect(page.locator('.MuiSkeleton-root, [role=progressbar]')).toHaveCount(0);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
}

/** The screen after a load of the whole admin: its idle wait covers the start's pauses between requests. */
async function settleLoaded(page: Page, requests: RequestWatch) {
  await page.waitForLoadState('networkidle');
  await settle(page, requests);
}

/** What changes from run to run without a change of look: counts (others' data) and dates (the day). */
const volatile = (page: Page) => [
  page.getByRole('status'),
  page.getByText(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/),
  page.locator('input[type=date], input[type=datetime-local]'),
];

async function openPage(browser: Browser, size: { width: number; height: number }, colorScheme: (typeof schemes)[number], baseURL: string) {
  const context = await browser.newContext({ viewport: size, colorScheme, baseURL, reducedMotion: 'reduce' });
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

for (const [sizeName, size] of Object.entries(pictureSizes)) {
  for (const scheme of schemes) {
    test(`every screen at ${sizeName} size (${size.width}×${size.height}), ${scheme}: its picture, no serious accessibility violation`, async ({
      browser,
      serverUrl,
    }) => {
      const page = await openPage(browser, size, scheme, serverUrl);
      const requests = watchRequests(page);
      for (const screen of signedOutScreens) {
        await page.goto(screen.path);
        await settleLoaded(page, requests);
        await expect(page, screen.name).toHaveScreenshot(`${screen.name}-${sizeName}-${scheme}.png`, {
          maxDiffPixelRatio: 0.02,
          mask: volatile(page),
        });
        await checkAccessibility(page);
      }
      await signInAs(page);
      await settleLoaded(page, requests);
      for (const screen of await signedInScreens(page)) {
        await moveInside(page, screen.path);
        await settle(page, requests);
        await expect(page, screen.name).toHaveScreenshot(`${screen.name}-${sizeName}-${scheme}.png`, {
          maxDiffPixelRatio: 0.02,
          mask: volatile(page),
        });
        await checkAccessibility(page);
      }
      await page.context().close();
    });
  }
}

test('no screen scrolls sideways at 360 px wide', async ({ browser, serverUrl }) => {
  const page = await openPage(browser, narrowest, 'light', serverUrl);
  const requests = watchRequests(page);
  // The page's overflow, and the outermost elements reaching past its right edge (to say what to fix).
  const scrollsSideways = () =>
    page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      if (scrollWidth <= clientWidth) return false;
      const past = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > clientWidth + 1);
      const outermost = past.filter((element) => !past.includes(element.parentElement as Element));
      return `${scrollWidth} > ${clientWidth}: ${outermost.map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`).join(', ')}`;
    });
  for (const screen of signedOutScreens) {
    await page.goto(screen.path);
    await settleLoaded(page, requests);
    expect(await scrollsSideways(), screen.path).toBe(false);
  }
  await signInAs(page);
  await settleLoaded(page, requests);
  const wide: string[] = [];
  for (const screen of await signedInScreens(page)) {
    await moveInside(page, screen.path);
    await settle(page, requests);
    const overflow = await scrollsSideways();
    if (overflow) wide.push(`${screen.path}: ${overflow}`);
  }
  expect(wide).toEqual([]);
  await page.context().close();
});
