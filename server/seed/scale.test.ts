import { sessionClient } from '../auth/session-client.test-support';
import { demoStaff } from '../config';
import { startTestServer, type TestServer } from '../testing.test-support';
import { seedDemoIfEmpty } from './demo';
import { demoExerciseCount } from './exercises';
import { countExercises, fillExercises } from './scale';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoIfEmpty(server.context);
});

afterAll(async () => {
  await server?.close();
});

describe('filling the exercises up to a count', () => {
  const target = demoExerciseCount + 1200;

  it('adds exactly what is missing and reports progress; a second fill adds nothing', async () => {
    const progress: number[] = [];
    const added = await fillExercises(server.context.db, target, ({ done }) => progress.push(done));
    expect(added).toBe(1200);
    expect(progress.at(-1)).toBe(1200);
    expect(await countExercises(server.context.db)).toBe(target);
    expect(await fillExercises(server.context.db, target)).toBe(0);
    expect(await countExercises(server.context.db)).toBe(target);
  });

  it('continues the demo as numbered series that refer to the demo equipment, injuries and files', async () => {
    const { rows } = await server.context.db.query<{
      names: number;
      total: number;
      dangling: number;
      with_video: number;
      with_equipment: number;
    }>(
      `select count(distinct name->>'en')::int as names, count(*)::int as total,
              count(*) filter (where exists (select 1 from unnest(equipment_ids) as e(id) where e.id not in (select id from equipment)))::int as dangling,
              count(*) filter (where video_id is not null)::int as with_video,
              count(*) filter (where cardinality(equipment_ids) > 0)::int as with_equipment
       from exercises where name->>'en' like '% #2'`,
    );
    expect(rows[0].total).toBe(demoExerciseCount);
    expect(rows[0].names).toBe(demoExerciseCount);
    expect(rows[0].dangling).toBe(0);
    expect(rows[0].with_video).toBeGreaterThan(0);
    expect(rows[0].with_equipment).toBeGreaterThan(0);
  });

  it('lists the filled library through the API with a search, a type filter and a sort', async () => {
    const client = sessionClient(server);
    const { accessToken } = await client.signIn(demoStaff.email, demoStaff.password);
    const { status, body } = await client.request('GET', '/admin/exercises?search=rondo&type=warm-up&column=name&direction=asc', {
      token: accessToken,
    });
    expect(status).toBe(200);
    const page = body as unknown as { data: { name: { en: string } }[]; meta: { total: number }; links: { next: string | null } };
    expect(page.meta.total).toBeGreaterThan(page.data.length);
    expect(page.data.every((item) => item.name.en.startsWith('Rondo'))).toBe(true);
    expect(page.links.next).toContain('search=rondo');
  });
});
