import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// How long a findBy or waitFor waits, for every test at once: a screen that arrives is taken at
// once, so only a test that fails waits it out. Testing Library's one second is too short for a
// 2-core machine under load, where a screen's server round trip and render can take many seconds.
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no IntersectionObserver nor ResizeObserver (and no layout to observe); the lists ask for both.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
