/**
 * The `links.next` of every page seen, per list (resource, filter, sort and page size), so that
 * react-admin's page N is fetched from the link that page N-1 gave: the client never builds page
 * numbers or cursors itself (docs/api.md).
 */

/** One key per list: the same filter written in another key order is the same list. */
export function listKey(parts: Record<string, unknown>): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  };
  return JSON.stringify(stable(parts));
}

export class PageLinks {
  /** Per list: page number → the URL that fetches it (page 1 is built, never stored). */
  private readonly lists = new Map<string, Map<number, string>>();

  /** The URL of `page` of the list, when the page before it has been seen. */
  linkTo(key: string, page: number): string | undefined {
    return this.lists.get(key)?.get(page);
  }

  /** The highest page up to `page` whose URL is known (1 when none: page 1 is built). */
  nearestKnown(key: string, page: number): number {
    let known = page;
    while (known > 1 && !this.linkTo(key, known)) known -= 1;
    return known;
  }

  /**
   * Remembers the `next` link page `page` answered. Links beyond it came from an older reading of
   * the list (items were added or removed since) and are forgotten.
   */
  remember(key: string, page: number, next: string | null | undefined): void {
    const pages = this.lists.get(key) ?? new Map<number, string>();
    for (const known of [...pages.keys()]) if (known > page) pages.delete(known);
    if (next) pages.set(page + 1, next);
    this.lists.set(key, pages);
  }
}
