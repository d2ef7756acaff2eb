import { bodies } from '../items/test-data.test-support';
import { exerciseSpecs, startLibrary, type Library } from './library.test-support';

let server: Library['server'];
let staff: Library['staff'];
let ball: Library['ball'];
let authors: Library['authors'];
let list: Library['list'];
let walk: Library['walk'];

beforeAll(async () => {
  ({ server, staff, ball, authors, list, walk } = await startLibrary());
});
afterAll(() => server?.close());

describe('length-aware pages', () => {
  it('walks every page by links.next, seeing each item once, with meta and links carrying the query', async () => {
    const { items, pages } = await walk('/admin/exercises?search=o&per_page=3&column=reps&direction=desc');
    const matching = exerciseSpecs.filter((spec) =>
      [spec.en, spec.de, spec.pt, `How to do ${spec.en}`].some((text) => text.toLowerCase().normalize('NFD').includes('o')),
    );
    expect(items).toHaveLength(matching.length);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(pages).toHaveLength(Math.ceil(matching.length / 3));
    const path = `${server.apiUrl}/admin/exercises`;
    const carried = 'search=o&per_page=3&column=reps&direction=desc';
    expect(pages[1].meta).toEqual({
      current_page: 2,
      per_page: 3,
      total: matching.length,
      total_exact: true,
      last_page: pages.length,
      from: 4,
      to: 6,
      path,
    });
    expect(pages[1].links).toEqual({
      first: `${path}?page=1&${carried}`,
      last: `${path}?page=${pages.length}&${carried}`,
      prev: `${path}?page=1&${carried}`,
      next: `${path}?page=3&${carried}`,
    });
    expect(pages[0].links.prev).toBeNull();
  });

  it('answers an empty page past the last one', async () => {
    const page = await list('/admin/exercises?page=99');
    expect(page.data).toEqual([]);
    expect(page.meta).toMatchObject({ current_page: 99, from: null, to: null, total: exerciseSpecs.length });
    expect(page.links.next).toBeNull();
  });

  it('counts again after a write', async () => {
    const before = (await list('/admin/exercises?type=rest')).meta.total;
    const added = await staff.create('exercises', bodies.exercise('Second rest', { types: ['rest'] }));
    expect((await list('/admin/exercises?type=rest')).meta.total).toBe(before + 1);
    await staff.request('DELETE', `/admin/exercises/${added.id}`);
    expect((await list('/admin/exercises?type=rest')).meta.total).toBe(before);
  });
});

describe('cursor pages', () => {
  it('walks forward by links.next and back by links.prev, seeing each item once', async () => {
    const forward = await walk('/admin/authors?per_page=4&search=ecrivain');
    expect(forward.items).toHaveLength(authors.length);
    expect(new Set(forward.items.map((item) => item.id)).size).toBe(authors.length);
    const byLastName = [...authors].sort((a, b) =>
      a.last_name === b.last_name ? (a.id < b.id ? -1 : 1) : a.last_name < b.last_name ? -1 : 1,
    );
    expect(forward.items.map((item) => item.id)).toEqual(byLastName.map((author) => author.id));

    const last = forward.pages[forward.pages.length - 1];
    expect(last.links).toMatchObject({ first: null, last: null, next: null });
    expect(last.meta).toEqual({
      path: `${server.apiUrl}/admin/authors`,
      per_page: 4,
      next_cursor: null,
      prev_cursor: expect.any(String),
    });
    expect(last.links.prev).toContain('per_page=4&search=ecrivain');

    const backward: any[] = [last];
    let prev: string | null = last.links.prev;
    while (prev) {
      const page = await list(prev.slice(server.apiUrl.length));
      backward.unshift(page);
      prev = page.links.prev;
    }
    expect(backward.flatMap((page) => page.data).map((item: any) => item.id)).toEqual(forward.items.map((item) => item.id));
    expect(backward[0].meta.prev_cursor).toBeNull();
  });

  it('walks descending by creation time, the knowledge-video default being created_at desc', async () => {
    const { items } = await walk('/admin/equipment?column=created_at&direction=desc&per_page=1');
    expect(items.map((item) => item.id)).toEqual([ball.id]);
    const injuries = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) injuries.push(await staff.create('injuries', bodies.injury(`Walk ${name}`)));
    const walked = await walk('/admin/injuries?column=created_at&direction=desc&per_page=2&search=walk');
    expect(walked.items.map((item) => item.id)).toEqual(injuries.map((injury) => injury.id).reverse());
  });

  it('refuses a cursor made for another sort', async () => {
    const first = await list('/admin/authors?per_page=2');
    const cursor = first.meta.next_cursor;
    const answer = await staff.request('GET', `/admin/authors?per_page=2&cursor=${cursor}&column=first_name`);
    expect(answer).toEqual({ status: 422, body: { message: 'The given query was invalid.', errors: { cursor: ['Invalid cursor'] } } });
  });
});

/** A hand-made cursor, as a client could forge one. */
const cursorFor = (column: string, value: string) =>
  Buffer.from(JSON.stringify({ k: column, d: 'asc', v: value, id: '00000000-0000-4000-8000-000000000000', b: false })).toString(
    'base64url',
  );

describe('query errors', () => {
  it.each([
    ['/admin/exercises?colour=red', 'colour'],
    ['/admin/exercises?cursor=abc', 'cursor'],
    ['/admin/authors?page=2', 'page'],
    ['/admin/authors?type=push', 'type'],
    ['/admin/exercises?type=dancing', 'type'],
    ['/admin/exercises?equipment=not-an-id', 'equipment'],
    ['/admin/exercises?video=yes', 'video'],
    ['/admin/exercises?thumbnail=2', 'thumbnail'],
    ['/admin/exercises?column=description', 'column'],
    ['/admin/exercises?column=types', 'column'],
    ['/admin/exercises?direction=up', 'direction'],
    ['/admin/exercises?per_page=0', 'per_page'],
    ['/admin/exercises?per_page=101', 'per_page'],
    ['/admin/exercises?per_page=ten', 'per_page'],
    ['/admin/exercises?page=0', 'page'],
    ['/admin/exercises?page=-1', 'page'],
    ['/admin/exercises?page=1.5', 'page'],
    ['/admin/exercises?page=99999999999999999999', 'page'],
    ['/admin/exercises?search=a&search=b', 'search'],
    ['/admin/exercises?search=%00', 'search'],
    ['/admin/exercises?ids[]=nope', 'ids'],
    ['/admin/exercises?ids=x', 'ids'],
    ['/admin/referrals?country=Narnia', 'country'],
    ['/admin/knowledge_videos?category=cooking', 'category'],
    [`/admin/authors?cursor=${Buffer.from('{"k":"last_name","d":"asc","v":"x","id":"1","b":false}').toString('base64url')}`, 'cursor'],
    [
      `/admin/equipment?column=created_at&cursor=${Buffer.from('{"k":"created_at","d":"asc","v":"yesterday","id":"00000000-0000-4000-8000-000000000000","b":false}').toString('base64url')}`,
      'cursor',
    ],
    [`/admin/equipment?column=created_at&cursor=${cursorFor('created_at', '2024-02-31 10:00:00+00')}`, 'cursor'],
    [`/admin/referrals?column=country&cursor=${cursorFor('country', '99999999999')}`, 'cursor'],
    [`/admin/authors?column=first_name&cursor=${cursorFor('first_name', 'x\u0000')}`, 'cursor'],
    [`/admin/exercises/${'0'.repeat(8)}-0000-4000-8000-000000000000?x=1`, 'x'],
  ])('%s → 422 on %s', async (path, param) => {
    const answer = await staff.request('GET', path);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('The given query was invalid.');
    expect(Object.keys(answer.body.errors ?? {})).toEqual([param]);
  });

  it('answers 404 for unknown and malformed ids, and unknown paths', async () => {
    for (const path of [
      '/admin/exercises/00000000-0000-4000-8000-000000000000',
      '/admin/exercises/42',
      '/admin/exercises/bulk',
      '/admin/dances',
      '/nothing-here',
    ]) {
      const answer = await staff.request('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});
