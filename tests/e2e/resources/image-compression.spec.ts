/**
 * The in-browser image compression (docs/spec.md §9: quality 0.8 by default, settable 0–1) in the browser
 * the admin runs in: the admin's own module, served by Vite, given images drawn on a canvas.
 */
import { createServer, type ViteDevServer } from 'vite';
import { freePort } from '../../../scripts/free-port';
import { test, expect } from '../fixtures';

let vite: ViteDevServer;
let viteUrl: string;

test.beforeAll(async () => {
  const port = await freePort();
  vite = await createServer({ logLevel: 'silent', server: { host: '127.0.0.1', port, strictPort: true, hmr: false } });
  await vite.listen();
  viteUrl = `http://127.0.0.1:${port}`;
});

test.afterAll(() => vite?.close());

interface Compressed {
  name: string;
  type: string;
  size: number;
  kept: boolean;
}

declare global {
  interface Window {
    compress(kind: 'photo' | 'tiny', type: string, quality?: number): Promise<Compressed & { originalSize: number }>;
  }
}

test('images shrink more at a lower quality, keep their kind of encoding, and stay as they are when nothing is gained', async ({
  page,
}) => {
  // An empty page of Vite's origin, from which the module is imported as the admin imports it.
  const emptyPage = '<!doctype html><title>Compression</title>';
  await page.route(`${viteUrl}/compression.html`, (route) => route.fulfill({ contentType: 'text/html', body: emptyPage }));
  await page.goto(`${viteUrl}/compression.html`);
  await page.addScriptTag({
    type: 'module',
    content: `
      import { compressImage } from '/src/builders/media/compressImage.ts';
      // A photo-like picture (gradient and grain) or a tiny flat one, encoded by the canvas.
      async function picture(kind, type) {
        const canvas = document.createElement('canvas');
        canvas.width = kind === 'photo' ? 800 : 4;
        canvas.height = kind === 'photo' ? 500 : 4;
        const context = canvas.getContext('2d');
        const image = context.createImageData(canvas.width, canvas.height);
        let seed = 7;
        for (let index = 0; index < image.data.length; index += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const x = (index / 4) % canvas.width;
          image.data[index] = kind === 'photo' ? 60 + (x / canvas.width) * 120 + (seed % 40) : 200;
          image.data[index + 1] = kind === 'photo' ? 140 + (seed % 30) : 200;
          image.data[index + 2] = 80;
          image.data[index + 3] = 255;
        }
        context.putImageData(image, 0, 0);
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, type, 1));
        return new File([blob], kind + (type === 'image/png' ? '.png' : '.jpg'), { type });
      }
      window.compress = async (kind, type, quality) => {
        const original = await picture(kind, type);
        const result = quality === undefined ? await compressImage(original) : await compressImage(original, quality);
        return { name: result.name, type: result.type, size: result.size, kept: result === original, originalSize: original.size };
      };
    `,
  });
  await page.waitForFunction(() => typeof window.compress === 'function');

  const png = await Promise.all(
    [0, 0.3, 0.6, 0.9].map((quality) => page.evaluate((q) => window.compress('photo', 'image/png', q), quality)),
  );
  for (const result of png) {
    expect(result).toMatchObject({ name: 'photo.webp', type: 'image/webp', kept: false });
    expect(result.size).toBeLessThan(result.originalSize);
  }
  const sizes = png.map((result) => result.size);
  expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  expect(sizes[0]).toBeLessThan(sizes[3]);

  // 0.8 unless told otherwise.
  const byDefault = await page.evaluate(() => window.compress('photo', 'image/png'));
  const atDefault = await page.evaluate(() => window.compress('photo', 'image/png', 0.8));
  expect(byDefault.size).toBe(atDefault.size);

  // A JPEG stays a JPEG.
  const jpeg = await page.evaluate(() => window.compress('photo', 'image/jpeg', 0.5));
  expect(jpeg).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', kept: false });
  expect(jpeg.size).toBeLessThan(jpeg.originalSize);

  // A file the encoding would not make smaller is uploaded as it is.
  expect(await page.evaluate(() => window.compress('tiny', 'image/png', 0.8))).toMatchObject({ name: 'tiny.png', kept: true });

  // Outside 0–1 is refused.
  await expect(page.evaluate(() => window.compress('photo', 'image/png', 1.5))).rejects.toThrow('Image quality must be between 0 and 1');
});
