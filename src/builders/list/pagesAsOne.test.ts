import { pagesAsOne } from './pagesAsOne';

const page = (ids: number[], pageParam: number) => ({
  data: ids.map((id) => ({ id })),
  total: 5,
  pageParam,
  meta: { page: pageParam },
});

describe('the loaded pages as one', () => {
  it('joins the rows in order, keeping the first page’s total and meta', () => {
    const joined = pagesAsOne({ pages: [page([1, 2], 1), page([3, 4], 2), page([5], 3)], pageParams: [1, 2, 3] });
    expect(joined.pages).toHaveLength(1);
    expect(joined.pages[0]!.data.map((record) => record.id)).toEqual([1, 2, 3, 4, 5]);
    expect(joined.pages[0]).toMatchObject({ total: 5, meta: { page: 1 } });
  });

  it('keeps the rows themselves, and one page as it is', () => {
    const first = page([1, 2], 1);
    const joined = pagesAsOne({ pages: [first, page([3], 2)], pageParams: [1, 2] });
    expect(joined.pages[0]!.data[0]).toBe(first.data[0]);
    const single = { pages: [first], pageParams: [1] };
    expect(pagesAsOne(single)).toBe(single);
  });
});
