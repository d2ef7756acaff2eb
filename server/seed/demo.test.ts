import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { exerciseCategories } from '../../resources/exercises/definition';
import { knowledgeVideoCategories } from '../../resources/knowledge-videos/definition';
import { languages } from '../../resources/languages';
import { sessionClient } from '../auth/session-client.test-support';
import { demoColleague, demoMember, demoStaff } from '../config';
import { mediaDirectory } from '../media/files';
import { startTestServer, type TestServer } from '../testing.test-support';
import { seedDemoIfEmpty, untranslatedDemoExercises } from './demo';

let server: TestServer;
let seededFirst: boolean;
let seededSecond: boolean;
let countsAfterFirst: Record<string, number>;

const tables = ['users', 'media', 'exercises', 'equipment', 'injuries', 'authors', 'knowledge_videos', 'referrals'] as const;

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    result[table] = (await server.context.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
  }
  return result;
}

const rowsOf = async <Row>(sql: string) => (await server.context.db.query<Row>(sql)).rows;

beforeAll(async () => {
  server = await startTestServer();
  seededFirst = await seedDemoIfEmpty(server.context);
  countsAfterFirst = await counts();
  seededSecond = await seedDemoIfEmpty(server.context);
});

afterAll(async () => {
  await server?.close();
});

describe('the demo seed', () => {
  it('seeds an empty database once; a second run adds nothing', async () => {
    expect(seededFirst).toBe(true);
    expect(seededSecond).toBe(false);
    expect(await counts()).toEqual(countsAfterFirst);
  });

  it('creates the two staff and the member accounts of the config, which can sign in', async () => {
    const users = await rowsOf<{ email: string; role: string }>('select email, role from users order by role, email');
    expect(users).toEqual([
      { email: demoMember.email, role: 'member' },
      { email: demoColleague.email, role: 'staff' },
      { email: demoStaff.email, role: 'staff' },
    ]);
    const client = sessionClient(server);
    for (const account of [demoStaff, demoColleague, demoMember]) {
      const { accessToken } = await client.signIn(account.email, account.password);
      expect((await client.me(accessToken)).body.data).toMatchObject({ email: account.email });
    }
  });

  it('has the promised amounts of content', () => {
    expect(countsAfterFirst.exercises).toBeGreaterThanOrEqual(200);
    expect(countsAfterFirst.equipment).toBeGreaterThanOrEqual(20);
    expect(countsAfterFirst.injuries).toBeGreaterThanOrEqual(15);
    expect(countsAfterFirst.authors).toBeGreaterThanOrEqual(8);
    expect(countsAfterFirst.knowledge_videos).toBeGreaterThanOrEqual(30);
    expect(countsAfterFirst.referrals).toBeGreaterThanOrEqual(10);
  });

  it('uses every exercise category and every knowledge-video category', async () => {
    const types = await rowsOf<{ type: string }>('select distinct unnest(types) as type from exercises');
    expect(types.map((row) => row.type).sort()).toEqual(exerciseCategories.map((category) => category.id).sort());
    const categories = await rowsOf<{ category: string }>('select distinct category from knowledge_videos');
    expect(categories.map((row) => row.category).sort()).toEqual(knowledgeVideoCategories.map((category) => category.id).sort());
  });

  it('gives exercises distinct names, and some with and some without a video or a thumbnail', async () => {
    const [names] = await rowsOf<{ total: number; different: number }>(
      `select count(*)::int as total, count(distinct name->>'en')::int as different from exercises`,
    );
    expect(names.different).toBe(names.total);
    const [media] = await rowsOf<Record<string, number>>(
      `select count(*) filter (where video_id is not null)::int as with_video,
              count(*) filter (where video_id is null)::int as without_video,
              count(*) filter (where thumbnail_id is not null)::int as with_thumbnail,
              count(*) filter (where thumbnail_id is null)::int as without_thumbnail,
              count(*) filter (where cardinality(equipment_ids) > 0)::int as with_equipment
       from exercises`,
    );
    for (const count of Object.values(media)) expect(count).toBeGreaterThan(0);
  });

  it('writes every language of every translatable text, but the few left untranslated on purpose', async () => {
    const empty: string[] = [];
    const translatable: Record<string, string[]> = {
      exercises: ['name', 'description'],
      equipment: ['name', 'description'],
      injuries: ['name'],
      knowledge_videos: ['title', 'description'],
      referrals: ['name', 'description'],
    };
    for (const [table, columns] of Object.entries(translatable)) {
      for (const column of columns) {
        const texts = await rowsOf<{ text: Record<string, unknown> }>(`select ${column} as text from ${table}`);
        for (const { text } of texts) {
          for (const language of languages) {
            expect(typeof text[language], `${table}.${column}.${language}`).toBe('string');
            if ((text[language] as string).trim() === '') empty.push(`${table}.${column}.${language}`);
          }
        }
        // Translations, not copies: across the table, each language reads differently from English.
        for (const language of languages.filter((candidate) => candidate !== 'en')) {
          expect(
            texts.some(({ text }) => text[language] !== text.en),
            `${table}.${column}.${language}`,
          ).toBe(true);
        }
      }
    }
    expect(empty.sort()).toEqual(untranslatedDemoExercises.map(({ source, language }) => `exercises.${source}.${language}`).sort());
  });

  it('gives authors pictures, knowledge videos a video and a thumbnail, and referrals parents with country children', async () => {
    const [authorsWithout] = await rowsOf<{ n: number }>('select count(*)::int as n from authors where author_picture_id is null');
    expect(authorsWithout.n).toBe(0);
    const [videosWithout] = await rowsOf<{ n: number }>(
      'select count(*)::int as n from knowledge_videos where knowledge_video_id is null or thumbnail_id is null',
    );
    expect(videosWithout.n).toBe(0);
    const children = await rowsOf<{ country: string; parent_country: string | null; parent_parent: string | null }>(
      `select c.country, p.country as parent_country, p.parent_id as parent_parent
       from referrals c join referrals p on p.id = c.parent_id`,
    );
    expect(children.length).toBeGreaterThanOrEqual(10);
    for (const child of children) {
      expect(child.country).toMatch(/^[A-Z]{2}$/);
      expect(child.parent_country).toBeNull();
      expect(child.parent_parent).toBeNull();
    }
  });

  it('stores decodable PNG pictures (320×180 thumbnails) and playable-looking videos, served at their URL', async () => {
    const media = await rowsOf<{ path: string; mime_type: string; size: string }>('select path, mime_type, size from media');
    const directory = mediaDirectory(server.context);
    const images = media.filter((row) => row.mime_type === 'image/png');
    const videos = media.filter((row) => row.mime_type.startsWith('video/'));
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(videos.map((row) => row.mime_type))).toEqual(new Set(['video/mp4', 'video/webm']));
    for (const row of images) {
      const png = PNG.sync.read(await readFile(path.join(directory, row.path)));
      expect(png.width * png.height).toBeGreaterThan(0);
    }
    const thumbnails = await rowsOf<{ path: string }>('select m.path from knowledge_videos k join media m on m.id = k.thumbnail_id');
    for (const row of thumbnails) {
      const png = PNG.sync.read(await readFile(path.join(directory, row.path)));
      expect([png.width, png.height]).toEqual([320, 180]);
    }
    const response = await fetch(`${server.baseUrl}/media/${videos[0].path}`);
    expect(response.status).toBe(200);
    expect(Number((await response.arrayBuffer()).byteLength)).toBe(Number(videos[0].size));
  });
});
