/** Spec §9: file sizes are shown in units from bytes to TB (1 KB = 1024 B). */
export const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export type SizeUnit = (typeof sizeUnits)[number];

export interface FileSize {
  /** The number to show: whole bytes, one decimal above (written in the locale by src/i18n/formats.ts). */
  amount: number;
  unit: SizeUnit;
}

export function fileSize(bytes: number): FileSize {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < sizeUnits.length - 1) {
    value /= 1024;
    index += 1;
  }
  // 1023.96 KB would read "1,024 KB": carry it into the next unit instead.
  if (index < sizeUnits.length - 1 && Number(value.toFixed(1)) >= 1024) {
    value /= 1024;
    index += 1;
  }
  return { amount: index === 0 ? Math.round(value) : Math.round(value * 10) / 10, unit: sizeUnits[index] };
}

/** The catalogue key that renders a size, with its `amount`. */
export const fileSizeKey = (size: FileSize): string => `builders.size.${size.unit}`;
