/**
 * The demo's pictures, drawn at seed time so the demo needs no download: pitch-themed thumbnails,
 * equipment icons, author portraits with initials, and referral banners. The same `seed` always
 * draws the same picture.
 */
import { Canvas, glyphHeight, type Rgb } from './canvas';

export const thumbnailSize = { width: 320, height: 180 } as const;
const iconSize = 128;
const portraitSize = 256;

const white: Rgb = [255, 255, 255];

/** Pairs of (top, bottom) gradient colours, calm enough to sit behind white lines and letters. */
const palette: readonly [Rgb, Rgb][] = [
  [
    [46, 125, 50],
    [27, 94, 32],
  ],
  [
    [21, 101, 192],
    [13, 71, 161],
  ],
  [
    [239, 108, 0],
    [216, 67, 21],
  ],
  [
    [106, 27, 154],
    [74, 20, 140],
  ],
  [
    [0, 131, 143],
    [0, 96, 100],
  ],
  [
    [198, 40, 40],
    [150, 25, 25],
  ],
  [
    [55, 71, 79],
    [38, 50, 56],
  ],
  [
    [85, 139, 47],
    [51, 105, 30],
  ],
  [
    [0, 105, 92],
    [0, 77, 64],
  ],
  [
    [40, 53, 147],
    [26, 35, 126],
  ],
];

const colours = (seed: number) => palette[Math.abs(seed) % palette.length];

/** A pitch seen from above, with a few players and the ball placed by `seed`. */
export function pitchThumbnail(seed: number): Buffer {
  const { width, height } = thumbnailSize;
  const canvas = new Canvas(width, height);
  const [top, bottom] = colours(seed);
  canvas.gradient(top, bottom);
  // Mown stripes, then the lines of the pitch.
  for (let stripe = 0; stripe < width; stripe += 40) canvas.rect(stripe, 0, 20, height, white, 0.05);
  canvas.frame(12, 12, width - 24, height - 24, 2, white, 0.7);
  canvas.rect(width / 2 - 1, 12, 2, height - 24, white, 0.7);
  canvas.circle(width / 2, height / 2, 28, white, 0.7, 2);
  canvas.frame(12, height / 2 - 40, 44, 80, 2, white, 0.7);
  canvas.frame(width - 56, height / 2 - 40, 44, 80, 2, white, 0.7);
  // Players: a shape that differs from one seed to the next.
  const players = 4 + (seed % 4);
  for (let player = 0; player < players; player++) {
    const angle = (player / players) * Math.PI * 2 + seed;
    const x = width / 2 + Math.cos(angle) * (60 + ((seed * 7) % 30));
    const y = height / 2 + Math.sin(angle) * 45;
    canvas.circle(x, y, 7, [255, 214, 0]);
    canvas.circle(x, y, 7, [0, 0, 0], 0.35, 1.5);
  }
  canvas.circle(width / 2 + ((seed * 13) % 40) - 20, height / 2 + ((seed * 5) % 20) - 10, 5, white);
  return canvas.toPng();
}

/** The shapes an equipment icon can show. */
export type IconShape = 'cone' | 'ball' | 'ladder' | 'hurdle' | 'band' | 'dumbbell' | 'box' | 'goal' | 'pole' | 'mat' | 'bib' | 'clock';

/** A rounded-corner tile with a white pictogram. */
export function equipmentIcon(shape: IconShape, seed: number): Buffer {
  const size = iconSize;
  const canvas = new Canvas(size, size);
  const [top, bottom] = colours(seed);
  canvas.gradient(top, bottom);
  const ink = white;
  switch (shape) {
    case 'cone':
      canvas.polygon(
        [
          [64, 18],
          [98, 100],
          [30, 100],
        ],
        ink,
      );
      canvas.rect(40, 62, 48, 10, bottom);
      canvas.rect(22, 100, 84, 10, ink);
      break;
    case 'ball':
      canvas.circle(64, 64, 42, ink);
      canvas.circle(64, 64, 14, bottom);
      for (let spoke = 0; spoke < 5; spoke++) {
        const angle = (spoke / 5) * Math.PI * 2 - Math.PI / 2;
        canvas.circle(64 + Math.cos(angle) * 34, 64 + Math.sin(angle) * 34, 7, bottom);
      }
      break;
    case 'ladder':
      canvas.rect(38, 14, 8, 100, ink);
      canvas.rect(82, 14, 8, 100, ink);
      for (let rung = 24; rung < 110; rung += 20) canvas.rect(38, rung, 52, 6, ink);
      break;
    case 'hurdle':
      canvas.rect(28, 46, 72, 10, ink);
      canvas.rect(30, 46, 8, 56, ink);
      canvas.rect(90, 46, 8, 56, ink);
      canvas.rect(20, 98, 26, 6, ink);
      canvas.rect(82, 98, 26, 6, ink);
      break;
    case 'band':
      canvas.circle(64, 64, 40, ink, 1, 10);
      canvas.circle(64, 64, 24, ink, 0.6, 5);
      break;
    case 'dumbbell':
      canvas.rect(30, 60, 68, 8, ink);
      canvas.rect(22, 38, 14, 52, ink);
      canvas.rect(92, 38, 14, 52, ink);
      canvas.rect(12, 46, 10, 36, ink);
      canvas.rect(106, 46, 10, 36, ink);
      break;
    case 'box':
      canvas.rect(26, 40, 76, 64, ink);
      canvas.polygon(
        [
          [26, 40],
          [46, 22],
          [122, 22],
          [102, 40],
        ],
        ink,
        0.7,
      );
      canvas.rect(36, 56, 56, 6, bottom, 0.6);
      break;
    case 'goal':
      canvas.frame(16, 34, 96, 62, 7, ink);
      canvas.rect(16, 90, 96, 6, top);
      for (let line = 30; line < 110; line += 14) canvas.rect(line, 41, 2, 49, ink, 0.5);
      for (let line = 52; line < 90; line += 12) canvas.rect(23, line, 82, 2, ink, 0.5);
      break;
    case 'pole':
      for (const x of [34, 62, 90]) {
        canvas.rect(x, 20, 6, 84, ink);
        canvas.circle(x + 3, 20, 6, ink);
      }
      canvas.rect(20, 104, 88, 6, ink);
      break;
    case 'mat':
      canvas.polygon(
        [
          [16, 90],
          [44, 40],
          [112, 40],
          [84, 90],
        ],
        ink,
      );
      canvas.rect(16, 90, 68, 8, ink, 0.7);
      break;
    case 'bib':
      canvas.rect(36, 30, 56, 76, ink);
      canvas.circle(64, 30, 14, bottom);
      canvas.rect(26, 30, 14, 30, ink);
      canvas.rect(88, 30, 14, 30, ink);
      break;
    case 'clock':
      canvas.circle(64, 68, 42, ink, 1, 8);
      canvas.rect(58, 16, 12, 10, ink);
      canvas.rect(62, 40, 5, 30, ink);
      canvas.rect(62, 66, 22, 5, ink);
      break;
  }
  return canvas.toPng();
}

/** The first letters of a name, e.g. "Lena Hoffmann" → "LH". */
export const initialsOf = (...names: string[]): string =>
  names
    .map((name) =>
      name
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('');

/** A portrait placeholder: the person's initials in blocks on a coloured ground. */
export function authorPortrait(initials: string, seed: number): Buffer {
  const size = portraitSize;
  const canvas = new Canvas(size, size);
  const [top, bottom] = colours(seed);
  canvas.gradient(top, bottom);
  canvas.circle(size / 2, size / 2, size / 2 - 18, white, 0.12);
  const scale = 14;
  const width = Canvas.textWidth(initials, scale);
  canvas.text(initials, (size - width) / 2, (size - glyphHeight * scale) / 2, scale, white);
  return canvas.toPng();
}

/** A referral banner: diagonal stripes and a short code (a country, or the partner's initials). */
export function referralBanner(code: string, seed: number): Buffer {
  const { width, height } = thumbnailSize;
  const canvas = new Canvas(width, height);
  const [top, bottom] = colours(seed);
  canvas.gradient(top, bottom);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if ((x + y) % 36 < 14) canvas.blend(x, y, white, 0.08);
  }
  const scale = 10;
  const textWidth = Canvas.textWidth(code, scale);
  canvas.rect(
    (width - textWidth) / 2 - 16,
    (height - glyphHeight * scale) / 2 - 16,
    textWidth + 32,
    glyphHeight * scale + 32,
    [0, 0, 0],
    0.2,
  );
  canvas.text(code, (width - textWidth) / 2, (height - glyphHeight * scale) / 2, scale, white);
  return canvas.toPng();
}
