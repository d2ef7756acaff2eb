/**
 * Translation coverage (docs/content-tools.md, "Translation coverage"): `missing=<language>`
 * selects the items with a translatable field empty in that language, `missing=any` in any; the
 * count, the bulk count and the export follow it like every filter.
 */
import { exercises } from '../../resources/exercises/definition';
import { insertValidItems } from '../seed/insert';
import { startTestServer, type TestServer } from '../testing.test-support';
import { bodies, staffClient, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;

const valid = (name: string) => {
  const { name: title, description, types } = bodies.exercise(name);
  return { name: title, description, types };
};

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  await staff.create('exercises', bodies.exercise('Coverword done'));
  await insertValidItems(
    server.context.db,
    exercises,
    [valid('Coverword dutch text'), valid('Coverword dutch name'), valid('Coverword french text'), valid('Coverword blank dutch')],
    [
      { index: 0, source: 'description', language: 'nl' },
      { index: 1, source: 'name', language: 'nl' },
      { index: 2, source: 'description', language: 'fr' },
      { index: 3, source: 'description', language: 'nl' },
    ],
  );
  // A text of spaces only is as good as none.
  await server.context.db.query(
    `update exercises set description = jsonb_set(description, '{nl}', '"   "') where name ->> 'en' = 'Coverword blank dutch (en)'`,
  );
});
afterAll(() => server?.close());

const names = async (query: string) => {
  const answer = await staff.request('GET', `/admin/exercises?search=coverword&column=name&direction=asc&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { data: { name: { en: string } }[] }).data.map((item) => item.name.en.replace(' (en)', ''));
};

describe('the "missing in a language" filter', () => {
  it('selects the items with a translatable field empty in that language, or in any', async () => {
    expect(await names('missing=nl')).toEqual(['Coverword blank dutch', 'Coverword dutch name', 'Coverword dutch text']);
    expect(await names('missing=fr')).toEqual(['Coverword french text']);
    expect(await names('missing=de')).toEqual([]);
    expect(await names('missing=any')).toEqual([
      'Coverword blank dutch',
      'Coverword dutch name',
      'Coverword dutch text',
      'Coverword french text',
    ]);
    expect(await names('missing=')).toHaveLength(5);
  });

  it('is counted, and exported, like every filter', async () => {
    const count = await staff.request('GET', '/admin/exercises/count?search=coverword&missing=nl');
    expect(count.body).toEqual({ data: { count: 3, more: false } });
    const exported = await staff.request('GET', '/admin/export/exercises?format=json&search=coverword&missing=fr');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).toContain('Coverword french text');
    expect(JSON.stringify(exported.body)).not.toContain('Coverword dutch');
  });

  it('refuses a language it does not know, and a resource without translations does not take it', async () => {
    const bad = await staff.request('GET', '/admin/exercises?missing=xx');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ missing: ['Must be one of de, en, es, fr, nl, pt, any'] });
    const authors = await staff.request('GET', '/admin/authors?missing=nl');
    expect(authors.status).toBe(422);
    expect(authors.body.errors).toEqual({ missing: ['Unknown parameter'] });
  });
});
