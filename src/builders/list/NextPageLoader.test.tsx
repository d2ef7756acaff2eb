import { act, render } from '@testing-library/react';
import { AdminContext, InfinitePaginationContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { testI18nProvider } from '../testing/TestAdmin';
import { NextPageLoader } from './NextPageLoader';

/** The browser's observer as far as the loader uses it: the test hands it the entries. */
class ObserverOfTheTest {
  static latest: ObserverOfTheTest | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ObserverOfTheTest.latest = this;
  }
  observe() {}
  disconnect() {}
  report(...inView: boolean[]) {
    const entries = inView.map((isIntersecting) => ({ isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const jsdomObserver = globalThis.IntersectionObserver;
beforeEach(() => {
  globalThis.IntersectionObserver = ObserverOfTheTest as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = jsdomObserver;
});

function renderLoader() {
  const asked: unknown[] = [];
  const pagination = (state: { hasNextPage: boolean; isFetchingNextPage: boolean }) => ({
    ...state,
    fetchNextPage: async (options?: unknown) => {
      asked.push(options);
      return undefined as never;
    },
    // The list's start is always loaded: pages come only at its end.
    hasPreviousPage: false,
    isFetchingPreviousPage: false,
    fetchPreviousPage: async () => undefined as never,
  });
  const loader = (state: { hasNextPage: boolean; isFetchingNextPage: boolean }) => (
    <AdminContext i18nProvider={testI18nProvider()} store={memoryStore()}>
      <ListContextProvider value={{ isPending: false } as ListControllerResult}>
        <InfinitePaginationContext.Provider value={pagination(state)}>
          <NextPageLoader />
        </InfinitePaginationContext.Provider>
      </ListContextProvider>
    </AdminContext>
  );
  const view = render(loader({ hasNextPage: true, isFetchingNextPage: false }));
  return { asked, rerender: (state: { hasNextPage: boolean; isFetchingNextPage: boolean }) => view.rerender(loader(state)) };
}

describe('the loader of the next page', () => {
  it('asks for it when the end comes into view, even when the end left and came back within one report', () => {
    const { asked } = renderLoader();
    ObserverOfTheTest.latest!.report(false, true);
    expect(asked).toEqual([{ cancelRefetch: false }]);
  });

  it('asks nothing while a page is on its way, and again once it has come with the end still in view', () => {
    const { asked, rerender } = renderLoader();
    ObserverOfTheTest.latest!.report(true);
    rerender({ hasNextPage: true, isFetchingNextPage: true });
    ObserverOfTheTest.latest!.report(true);
    expect(asked).toHaveLength(1);
    rerender({ hasNextPage: true, isFetchingNextPage: false });
    expect(asked).toHaveLength(2);
  });

  it('asks nothing when there is no next page', () => {
    const { asked, rerender } = renderLoader();
    rerender({ hasNextPage: false, isFetchingNextPage: false });
    ObserverOfTheTest.latest!.report(true);
    expect(asked).toEqual([]);
  });
});
