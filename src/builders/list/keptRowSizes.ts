/**
 * The measured row heights of each list, kept while the page lives, so that a list mounted again
 * (back from an item) is laid out as tall as it was and its scroll position lands on the same
 * rows. Kept in memory, not in react-admin's store: the store persists to localStorage, and
 * thousands of heights are of no use after a reload (the rows are fetched again then).
 */
import type { VirtualItem } from '@tanstack/react-virtual';

const sizesByList = new Map<string, VirtualItem[]>();

export const keptRowSizes = (list: string): VirtualItem[] => sizesByList.get(list) ?? [];

export function keepRowSizes(list: string, rows: VirtualItem[]): void {
  sizesByList.set(list, rows);
}
