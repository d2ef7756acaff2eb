import { startTestServer, type TestServer } from '../testing.test-support';
import { staffClient, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;
/** The authors there before the walks, by id; three share each last name, so that ties are ordered by id. */
const before: Record<string, any>[] = [];

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  for (let index = 0; index < 30; index++) {
    before.push(await staff.create('authors', { first_name: `Before ${index}`, last_name: `Middle ${String(Math.floor(index / 3))}` }));
  }
});
afterAll(() => server?.close());

interface CursorPage {
  data: { id: string; last_name: string }[];
  links: { next: string | null };
}

/**
 * Follows `links.next` from the first page of `query` while, beside each page's request, other
 * authors are written: one sorting before every author, one after every author, and one with
 * the last name of the page about to be read, whose id lands anywhere among its ties.
 */
async function walkWhileWriting(query: string): Promise<string[]> {
  const seen: string[] = [];
  let next: string | null = `${server.apiUrl}/admin/authors?${query}`;
  for (let page = 0; next; page++) {
    const tie = `Middle ${String(page % 10)}`;
    const [answer] = await Promise.all([
      staff.request('GET', next.slice(server.apiUrl.length)),
      staff.create('authors', { first_name: `During ${page}`, last_name: 'Aaa first' }),
      staff.create('authors', { first_name: `During ${page}`, last_name: 'Zzz last' }),
      staff.create('authors', { first_name: `During ${page}`, last_name: tie }),
    ]);
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as CursorPage;
    seen.push(...body.data.map((item) => item.id));
    next = body.links.next;
  }
  return seen;
}

describe('keyset pages under concurrent inserts', () => {
  it.each(['asc', 'desc'])('give every item there before once, none twice (%s)', async (direction) => {
    const seen = await walkWhileWriting(`column=last_name&direction=${direction}&per_page=4`);
    expect(new Set(seen).size).toBe(seen.length);
    const ids = new Set(seen);
    expect(before.filter((author) => !ids.has(author.id))).toEqual([]);
  });
});
