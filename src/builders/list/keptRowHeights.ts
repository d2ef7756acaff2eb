/**
 * The measured row heights of each list, by item id, kept while the page lives, so that a list
 * mounted again (back from an item) is laid out as tall as it was and its scroll position lands
 * on the same rows. Kept in memory, not in react-admin's store: the store persists to
 * localStorage, and thousands of heights are of no use after a reload (the rows are fetched again
 * then).
 */
export interface RowHeights {
  /** Each measured row's height, by its item's id: added to in place as rows are measured (useWindowRows). */
  byId: Map<unknown, number>;
  /** The first row measured: what a row not measured yet counts as. */
  typical: number | undefined;
}

const heightsByList = new Map<string, RowHeights>();

export const keptRowHeights = (list: string): RowHeights => heightsByList.get(list) ?? { byId: new Map(), typical: undefined };

export function keepRowHeights(list: string, heights: RowHeights): void {
  heightsByList.set(list, heights);
}
