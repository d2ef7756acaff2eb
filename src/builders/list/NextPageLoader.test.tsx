import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../../providers/http-error';
import { AdminContext, InfinitePaginationContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { testI18nProvider } from '../testing/TestAdmin.test-support';
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

type ListState = Partial<Pick<ListControllerResult, 'isPending' | 'error' | 'data'>>;

function renderLoader(list: ListState = { isPending: false }) {
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
      <ListContextProvider value={list as ListControllerResult}>
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

describe('a next page that failed', () => {
  const failedList = {
    isPending: false,
    data: [{ id: 1 }],
    error: new HttpError('badResponse', { status: 500, body: { message: 'Database is down' } }),
  };

  it('says so with the server message and a retry, and is not asked for again by itself', async () => {
    const { asked } = renderLoader(failedList);
    ObserverOfTheTest.latest!.report(true);
    ObserverOfTheTest.latest!.report(false, true);
    expect(asked).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('The next items could not be loaded: Database is down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(asked).toEqual([{ cancelRefetch: false }]);
  });

  it('says "Something went wrong" when the server said nothing', () => {
    renderLoader({ ...failedList, error: new HttpError('badResponse', { status: 502 }) });
    expect(screen.getByRole('alert')).toHaveTextContent('The next items could not be loaded: Something went wrong');
  });
});
