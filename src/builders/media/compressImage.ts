/**
 * Shrinks an image in the browser before it is uploaded, at its field's quality (`imageQualityOf`).
 * The image is drawn on a canvas and encoded again: JPEG stays JPEG; PNG and WebP become WebP,
 * which keeps transparency. Anything the canvas cannot re-encode faithfully (GIF animations, SVG)
 * is left alone, and so is an image the encoding would not make smaller.
 */
import { defaultImageQuality } from '../../../resources/kinds/media';

const encodings: Record<string, { type: string; extension: string }> = {
  'image/jpeg': { type: 'image/jpeg', extension: 'jpg' },
  'image/png': { type: 'image/webp', extension: 'webp' },
  'image/webp': { type: 'image/webp', extension: 'webp' },
};

const renamed = (name: string, extension: string) => `${name.replace(/\.[^./\\]+$/, '')}.${extension}`;

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

export async function compressImage(file: File, quality: number = defaultImageQuality): Promise<File> {
  if (!(quality >= 0 && quality <= 1)) throw new RangeError(`Image quality must be between 0 and 1, got ${quality}`);
  const encoding = encodings[file.type];
  // A browser without bitmap decoding (or a non-browser) uploads the original.
  if (!encoding || typeof createImageBitmap !== 'function') return file;
  // What the browser cannot decode goes up as it is; the server has the last word on it.
  const bitmap = await createImageBitmap(file).catch(() => undefined);
  if (!bitmap) return file;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0);
    const blob = await encode(canvas, encoding.type, quality);
    // A browser that cannot write the type falls back to PNG: then keep the original.
    if (!blob || blob.type !== encoding.type || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, encoding.extension), { type: encoding.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
