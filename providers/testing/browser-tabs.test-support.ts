/**
 * Browser tabs for tests in Node: each tab has its own view of one shared localStorage and its own
 * window, and a write in one tab fires the `storage` event in every other tab, as browsers do.
 *
 * With `lagMs`, a write reaches the other tabs' views (and their `storage` event) that much later,
 * as in Chromium, where each tab's renderer keeps its own copy of localStorage and hears of another
 * tab's writes by a message that nothing orders against the tab's other messages (a Web Lock's grant).
 */
import type { SessionStorage } from '../session';

export interface BrowserTab {
  storage: SessionStorage;
  window: EventTarget;
}

export function createBrowserTabs({ lagMs = 0 }: { lagMs?: number } = {}) {
  const items = new Map<string, string>();
  const tabs: { tab: BrowserTab; view: Map<string, string> }[] = [];

  function deliver(to: (typeof tabs)[number], key: string, oldValue: string | null, newValue: string | null) {
    if (newValue === null) to.view.delete(key);
    else to.view.set(key, newValue);
    to.tab.window.dispatchEvent(Object.assign(new Event('storage'), { key, oldValue, newValue, storageArea: to.tab.storage }));
  }

  function change(from: BrowserTab, key: string, newValue: string | null) {
    const oldValue = items.get(key) ?? null;
    for (const map of [items, ...tabs.filter((other) => other.tab === from).map((other) => other.view)]) {
      if (newValue === null) map.delete(key);
      else map.set(key, newValue);
    }
    if (oldValue === newValue) return;
    for (const other of tabs) {
      if (other.tab === from) continue;
      if (lagMs > 0) setTimeout(() => deliver(other, key, oldValue, newValue), lagMs);
      else deliver(other, key, oldValue, newValue);
    }
  }

  return {
    /** What the shared storage holds once every write has reached every tab. */
    read: (key: string) => items.get(key) ?? null,
    openTab(): BrowserTab {
      const view = new Map(items);
      const tab: BrowserTab = {
        window: new EventTarget(),
        storage: {
          getItem: (key) => view.get(key) ?? null,
          setItem: (key, value) => change(tab, key, String(value)),
          removeItem: (key) => change(tab, key, null),
        },
      };
      tabs.push({ tab, view });
      return tab;
    },
  };
}
