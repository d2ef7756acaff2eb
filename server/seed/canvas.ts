/**
 * A tiny RGB raster with the few shapes the demo's generated pictures need, encoded as PNG by
 * pngjs. Shapes are antialiased by coverage so small icons do not look jagged.
 */
import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/** 5×7 capitals for initials and country codes; `#` is ink. */
const glyphs: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

export const glyphWidth = 5;
export const glyphHeight = 7;

const clamp = (value: number) => Math.max(0, Math.min(1, value));

export class Canvas {
  private readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
  }

  /** Paints one pixel, `alpha` of the way from what is there to `colour`. */
  blend(x: number, y: number, colour: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const offset = (y * this.width + x) * 4;
    const data = this.png.data;
    const keep = alpha >= 1 ? 0 : 1 - alpha;
    data[offset] = Math.round(data[offset] * keep + colour[0] * (1 - keep));
    data[offset + 1] = Math.round(data[offset + 1] * keep + colour[1] * (1 - keep));
    data[offset + 2] = Math.round(data[offset + 2] * keep + colour[2] * (1 - keep));
    data[offset + 3] = 255;
  }

  /** Fills the whole picture from `top` to `bottom` colour. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const share = this.height === 1 ? 0 : y / (this.height - 1);
      const mix = (channel: number) => top[channel] + (bottom[channel] - top[channel]) * share;
      this.rect(0, y, this.width, 1, [mix(0), mix(1), mix(2)]);
    }
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb, alpha = 1): void {
    for (let row = Math.max(0, Math.floor(y)); row < Math.min(this.height, Math.ceil(y + height)); row++) {
      for (let column = Math.max(0, Math.floor(x)); column < Math.min(this.width, Math.ceil(x + width)); column++) {
        this.blend(column, row, colour, alpha);
      }
    }
  }

  /** A rectangle outline `thickness` pixels wide, inside its bounds. */
  frame(x: number, y: number, width: number, height: number, thickness: number, colour: Rgb, alpha = 1): void {
    this.rect(x, y, width, thickness, colour, alpha);
    this.rect(x, y + height - thickness, width, thickness, colour, alpha);
    this.rect(x, y + thickness, thickness, height - 2 * thickness, colour, alpha);
    this.rect(x + width - thickness, y + thickness, thickness, height - 2 * thickness, colour, alpha);
  }

  /** A disc, or a ring when `thickness` is given. */
  circle(cx: number, cy: number, radius: number, colour: Rgb, alpha = 1, thickness?: number): void {
    const inner = thickness === undefined ? -Infinity : radius - thickness;
    for (let y = Math.floor(cy - radius - 1); y <= Math.ceil(cy + radius + 1); y++) {
      for (let x = Math.floor(cx - radius - 1); x <= Math.ceil(cx + radius + 1); x++) {
        const distance = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const coverage = clamp(radius + 0.5 - distance) * clamp(distance - inner + 0.5);
        this.blend(x, y, colour, alpha * coverage);
      }
    }
  }

  /** A filled convex polygon; edge pixels are supersampled 4×4 so edges stay smooth. */
  polygon(points: readonly (readonly [number, number])[], colour: Rgb, alpha = 1): void {
    const inside = (px: number, py: number) => {
      let sign = 0;
      for (let index = 0; index < points.length; index++) {
        const [x1, y1] = points[index];
        const [x2, y2] = points[(index + 1) % points.length];
        const cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1);
        if (cross === 0) continue;
        if (sign === 0) sign = Math.sign(cross);
        else if (Math.sign(cross) !== sign) return false;
      }
      return true;
    };
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++) {
      for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++) {
        let hits = 0;
        for (let sample = 0; sample < 16; sample++) {
          if (inside(x + ((sample % 4) + 0.5) / 4, y + (Math.floor(sample / 4) + 0.5) / 4)) hits++;
        }
        this.blend(x, y, colour, (alpha * hits) / 16);
      }
    }
  }

  /** Capitals in the 5×7 block font, each font pixel `scale` pixels square. */
  text(letters: string, x: number, y: number, scale: number, colour: Rgb, alpha = 1): void {
    [...letters.toUpperCase()].forEach((letter, index) => {
      const rows = glyphs[letter];
      if (!rows) return;
      const left = x + index * (glyphWidth + 1) * scale;
      rows.forEach((row, rowIndex) => {
        [...row].forEach((ink, column) => {
          if (ink === '#') this.rect(left + column * scale, y + rowIndex * scale, scale, scale, colour, alpha);
        });
      });
    });
  }

  /** The width `text` takes at `scale`. */
  static textWidth(letters: string, scale: number): number {
    return letters.length === 0 ? 0 : (letters.length * (glyphWidth + 1) - 1) * scale;
  }

  toPng(): Buffer {
    // RGBA as drawn (no repacking) and Paeth filtering alone (no per-row filter search): about
    // as small as pngjs's defaults, without their search for each row's best filter.
    return PNG.sync.write(this.png, { filterType: 4 });
  }
}
