/**
 * Browser tabs for tests in Node: each tab has its own view of one shared localStorage and its own
 * window, and a write in one tab fires the `storage` event in every other tab, as browsers do.
 */
import type { SessionStorage } from '../session';

export interface BrowserTab {
  storage: SessionStorage;
  window: EventTarget;
}

export function createBrowserTabs() {
  const items = new Map<string, string>();
  const tabs: BrowserTab[] = [];

  function change(from: BrowserTab, key: string, newValue: string | null) {
    const oldValue = items.get(key) ?? null;
    if (newValue === null) items.delete(key);
    else items.set(key, newValue);
    if (oldValue === newValue) return;
    for (const tab of tabs) {
      if (tab === from) continue;
      tab.window.dispatchEvent(Object.assign(new Event('storage'), { key, oldValue, newValue, storageArea: tab.storage }));
    }
  }

  return {
    /** What the shared storage holds, as any tab would read it. */
    read: (key: string) => items.get(key) ?? null,
    openTab(): BrowserTab {
      const tab: BrowserTab = {
        window: new EventTarget(),
        storage: {
          getItem: (key) => items.get(key) ?? null,
          setItem: (key, value) => change(tab, key, String(value)),
          removeItem: (key) => change(tab, key, null),
        },
      };
      tabs.push(tab);
      return tab;
    },
  };
}
