import { injuries } from '../../resources/injuries/definition';
import { createItems } from '../items';
import { ChunkPool } from './chunk-pool';
import { bodies, sampleFiles, staffClient, translated, uploaded, type StaffClient } from '../items/test-data.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server?.close());

const download = (path: string) => fetch(`${server.apiUrl}${path}`, { headers: { authorization: `Bearer ${staff.token}` } });

// fetch's text() drops the byte-order mark, as spreadsheets do; the first test reads the raw bytes.

/** Splits CSV text into rows of cells (every cell quoted, as the export writes them). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => match[1].replace(/""/g, '"')));
}

describe('CSV export', () => {
  it('writes a BOM, one column per language, ids for references, URLs for files, and defuses formulas', async () => {
    const ball = await staff.create('equipment', bodies.equipment('Ball'));
    const cone = await staff.create('equipment', bodies.equipment('Cone'));
    const videoId = await uploaded(server, staff.token, sampleFiles.mp4);
    const exercise = await staff.create('exercises', {
      name: { ...translated('=HYPERLINK("http://evil.test")'), de: 'Übung mit "Ball"', en: '+Sum', fr: '-1', nl: '@cmd', pt: '=1+1' },
      description: translated('Line one\nline two'),
      types: ['push', 'pull'],
      level: 'easy',
      reps: 12,
      premium: true,
      video_id: videoId,
      equipment_ids: [ball.id, cone.id],
    });

    const response = await download('/admin/export/exercises?format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="exercises-\d{4}-\d\d-\d\d\.csv"$/);
    // How many rows follow, for the admin's progress.
    expect(response.headers.get('x-total-count')).toBe('1');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.startsWith('"id","name_de","name_en","name_es","name_fr","name_nl","name_pt","description_de"')).toBe(true);

    const [header, row, ...rest] = parseCsv(text);
    expect(rest).toEqual([]);
    const cell = (column: string) => row[header.indexOf(column)];
    expect(cell('id')).toBe(exercise.id);
    expect(cell('name_de')).toBe('Übung mit "Ball"');
    expect(cell('name_en')).toBe("'+Sum");
    expect(cell('name_es')).toBe(`'=HYPERLINK("http://evil.test") (es)`);
    expect(cell('name_fr')).toBe("'-1");
    expect(cell('name_nl')).toBe("'@cmd");
    expect(cell('name_pt')).toBe("'=1+1");
    expect(cell('description_en')).toBe('Line one\nline two (en)');
    expect(cell('types')).toBe('push|pull');
    expect(cell('level')).toBe('easy');
    expect(cell('reps')).toBe('12');
    expect(cell('duration')).toBe('');
    expect(cell('premium')).toBe('true');
    expect(cell('video')).toBe(exercise.video.url);
    expect(cell('equipment_ids')).toBe(`${ball.id}|${cone.id}`);
    expect(cell('injury_ids')).toBe('');
    expect(cell('created_at')).toBe(exercise.created_at);
    expect(header).not.toContain('equipment');
  });

  it('writes empty cells for a translatable value that is not an object (as another server may have stored it)', async () => {
    const equipment = await staff.create('equipment', bodies.equipment('Stored otherwise'));
    await server.context.db.query(`update equipment set name = '"one text"'::jsonb where id = $1`, [equipment.id]);
    const response = await download('/admin/export/equipment?format=csv');
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(await response.text());
    const row = rows.find((cells) => cells[header.indexOf('id')] === equipment.id);
    expect(header.filter((column) => column.startsWith('name_')).map((column) => row?.[header.indexOf(column)])).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('exports what the search and filters select, as CSV and as JSON', async () => {
    await staff.create('exercises', bodies.exercise('Exported sprint', { types: ['running'] }));
    await staff.create('exercises', bodies.exercise('Exported walk', { types: ['recovery'] }));
    const rows = parseCsv(await (await download('/admin/export/exercises?format=csv&search=exported&type=running')).text());
    expect(rows.slice(1).map((row) => row[rows[0].indexOf('name_en')])).toEqual(['Exported sprint (en)']);
    const items = (await (await download('/admin/export/exercises?format=json&search=exported&type=running')).json()) as {
      name: { en: string };
    }[];
    expect(items.map((item) => item.name.en)).toEqual(['Exported sprint (en)']);
  });
});

describe('JSON export', () => {
  it('streams the items in their read shape', async () => {
    const author = await staff.create('authors', bodies.author('Exported'));
    const response = await download('/admin/export/authors?format=json');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="authors-.*\.json"$/);
    expect(await response.json()).toEqual([author]);
  });

  it('answers an empty list for an empty resource', async () => {
    expect(await (await download('/admin/export/referrals?format=json')).json()).toEqual([]);
  });

  it('exports every item of a table larger than one batch and than two ranges, each once, in the default order', async () => {
    // More than a batch of 5,000 (PGlite) and than two ranges of 2,000 (ranges.ts: a reader reads two).
    const names = Array.from({ length: 5432 }, (_, index) => `Injury ${String(index).padStart(4, '0')}`);
    const ids = await createItems(
      server.context.db,
      injuries,
      names.map((name) => ({ name: translated(name) })),
    );
    const taken = vi.spyOn(ChunkPool.prototype, 'take');
    const response = await download('/admin/export/injuries?format=json');
    expect(response.headers.get('x-total-count')).toBe(String(ids.length));
    const text = await response.text();
    const items = JSON.parse(text) as { id: string; name: { en: string } }[];
    expect(items.map((item) => item.name.en)).toEqual(names.map((name) => `${name} (en)`));
    expect(new Set(items.map((item) => item.id))).toEqual(new Set(ids));
    // On a PostgreSQL server its chunks were used again once written (chunk-pool.ts): fewer made than taken.
    if (server.context.db.snapshotReaders) {
      const pool = taken.mock.contexts[0] as ChunkPool;
      expect(taken.mock.contexts.every((context) => context === pool)).toBe(true);
      expect(pool.size).toBeLessThan(taken.mock.calls.length);
    }
    taken.mockRestore();
    const rows = parseCsv(await (await download('/admin/export/injuries?format=csv')).text());
    expect(rows).toHaveLength(ids.length + 1);
  });
});
