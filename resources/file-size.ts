/**
 * Spec §9: file sizes are shown in units from bytes to terabytes, each 1024 of the one before.
 * Shared by the admin's screens and the server's messages (server/i18n/texts.ts), each writing the
 * amount in its language through the catalogue's `builders.size`.
 */
export const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export type SizeUnit = (typeof sizeUnits)[number];

export interface FileSize {
  /** The number to show: whole bytes, one decimal above (written in the locale by the catalogue). */
  amount: number;
  unit: SizeUnit;
}

/** A size in its unit; a limit is rounded `down`, so that what it says is never more than allowed. */
export function fileSize(bytes: number, rounding: 'nearest' | 'down' = 'nearest'): FileSize {
  const round = rounding === 'down' ? Math.floor : Math.round;
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < sizeUnits.length - 1) {
    value /= 1024;
    index += 1;
  }
  // A value that would round up to 1024 of its unit reads as one of the next unit instead.
  if (index < sizeUnits.length - 1 && round(value * 10) / 10 >= 1024) {
    value /= 1024;
    index += 1;
  }
  return { amount: index === 0 ? round(value) : round(value * 10) / 10, unit: sizeUnits[index] };
}

/** The catalogue key that renders a size, with its `amount`. */
export const fileSizeKey = (size: FileSize): string => `builders.size.${size.unit}`;
