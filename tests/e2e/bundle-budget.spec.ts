/**
 * The admin's size budget, counted in bytes (never in time): what the sign-in screen needs before
 * it paints, the whole admin's scripts, and the headers that let a browser keep them.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  builtFiles,
  importJsTargetBytes,
  isImportScript,
  oneUsersScripts,
  signInFirstPaintBudgetBytes,
  signInRouteBudgetBytes,
  transferredBytes,
  wholeAdminJsBudgetBytes,
} from '../../bench/bundle-budget';
import { test, expect } from './fixtures';

test('the sign-in screen paints after less than the budget of compressed bytes, every script and style compressed and cached for good', async ({
  page,
}) => {
  const assets: { url: string; encoding?: string; cacheControl?: string; vary?: string }[] = [];
  let entryCacheControl: string | undefined;
  page.on('response', (response) => {
    const url = new URL(response.url());
    const headers = response.headers();
    if (url.pathname === '/login') entryCacheControl = headers['cache-control'];
    if (/\.(js|css)$/.test(url.pathname)) {
      assets.push({ url: url.pathname, encoding: headers['content-encoding'], cacheControl: headers['cache-control'], vary: headers.vary });
    }
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const bytes = await page.evaluate(transferredBytes);
  expect(bytes.beforeFirstPaint).toBeGreaterThan(0);
  expect(bytes.beforeFirstPaint, `bytes before first paint: ${JSON.stringify(bytes.files)}`).toBeLessThan(signInFirstPaintBudgetBytes);
  expect(bytes.total).toBeLessThan(signInRouteBudgetBytes);

  expect(entryCacheControl).toBe('no-cache');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    // A file too small to gain from compression has no compressed copy.
    const compressed = existsSync(`dist${asset.url}.br`);
    expect(asset, asset.url).toMatchObject({
      encoding: compressed ? expect.stringMatching(/^(br|gzip)$/) : undefined,
      cacheControl: 'public, max-age=31536000, immutable',
      vary: expect.stringContaining('accept-encoding'),
    });
  }
});

test("the whole admin's scripts, compressed, one interface language among them, stay within the budget, and the import's apart", async () => {
  const scripts = (await builtFiles('dist')).filter((file) => file.file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts.filter((file) => file.raw >= 1024)) {
    expect(script.brotli, `${script.file} has no brotli copy`).toBeLessThan(script.raw);
  }
  const sum = (files: typeof scripts) => files.reduce((total, script) => total + script.brotli, 0);
  const importScripts = scripts.filter((file) => isImportScript(file.file));
  expect(importScripts.map((file) => file.file)).toEqual(
    expect.arrayContaining([expect.stringMatching(/ImportScreen/), expect.stringMatching(/importSheet\.worker/)]),
  );
  // Each language a script of its own, loaded only when shown: a user downloads one of them.
  const oneUser = oneUsersScripts(scripts);
  expect([...oneUser.byLanguage.keys()].sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pt']);
  expect(oneUser.bytes, `${oneUser.heaviestLanguage} the heaviest language`).toBeLessThan(wholeAdminJsBudgetBytes);
  expect(sum(importScripts)).toBeLessThan(importJsTargetBytes);
});

test("the admin's scripts hold no SQL: a kind's storage lives in server/kinds (docs/adding-a-resource.md)", async () => {
  const scripts = (await builtFiles('dist')).filter((file) => file.file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // Phrases only SQL writes: the server's column, index, read and sort-key statements.
  const sql = /\b(create index|alter table|json_agg\(|jsonb_build_object\(|from unnest\(|collate "C")/i;
  for (const script of scripts) {
    expect(sql.exec(await readFile(`dist/${script.file}`, 'utf8'))?.[0], script.file).toBeUndefined();
  }
});
