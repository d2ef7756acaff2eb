/**
 * A library for the list tests (list.test.ts, pages.test.ts): a server with twelve exercises in
 * several languages, types, levels and files, one piece of equipment, and 23 authors; and ways
 * to read its lists.
 */
import { startTestServer, type TestServer } from '../testing.test-support';
import { bodies, sampleFiles, staffClient, translated, uploaded, type StaffClient } from '../items/test-data.test-support';

/** Each exercise's English name; the other languages carry their own words. */
export const exerciseSpecs = [
  { en: 'Squat', de: 'Kniebeuge', pt: 'Agachamento', level: 'hard', reps: 10, types: ['strength'], video: true, ball: true },
  { en: 'Push-up', de: 'Liegestütz', pt: 'Flexão', level: 'easy', reps: 20, types: ['push', 'strength'], thumbnail: true },
  { en: 'Pull-up', de: 'Klimmzug', pt: 'Barra', level: 'moderate', reps: 5, types: ['pull'], video: true, thumbnail: true },
  { en: 'Sprint', de: 'Sprint', pt: 'Corrida', level: null, reps: null, types: ['running'], ball: true },
  { en: 'Ladder drill', de: 'Koordinationsleiter Übung', pt: 'Escada', level: 'easy', reps: 3, types: ['agility', 'warm-up'] },
  { en: 'Box jump', de: 'Kastensprung', pt: 'Salto na caixa', level: 'hard', reps: null, types: ['plyometric'], ball: true },
  { en: 'Cool walk', de: 'Auslaufen', pt: 'Caminhada', level: 'easy', reps: 1, types: ['cool-down'] },
  { en: 'Lunge', de: 'Ausfallschritt', pt: 'Afundo', level: 'moderate', reps: 12, types: ['strength'] },
  { en: 'Ankle mobility', de: 'Sprunggelenk Mobilität', pt: 'Mobilidade do tornozelo', level: null, reps: 8, types: ['mobility'] },
  {
    en: 'Hamstring eccentric',
    de: 'Nordic Hamstring',
    pt: 'Excêntrico',
    level: 'hard',
    reps: 6,
    types: ['eccentric', 'injury-prevention'],
  },
  { en: 'Rest day', de: 'Ruhetag', pt: 'Descanso', level: null, reps: null, types: ['rest'] },
  { en: 'Burpee', de: 'Burpee', pt: 'Burpee', level: 'moderate', reps: 15, types: ['hiit', 'full-body'], video: true },
];

export const englishNames = (items: Record<string, any>[]) => items.map((item) => item.name.en);

export interface Library {
  server: TestServer;
  staff: StaffClient;
  ball: Record<string, any>;
  exercises: Record<string, any>[];
  authors: Record<string, any>[];
  /** The list at `path`, which must answer 200. */
  list(path: string): Promise<any>;
  /** Follows `links.next` from `path` until it is null, answering every item seen. */
  walk(path: string): Promise<{ items: Record<string, any>[]; pages: any[] }>;
}

export async function startLibrary(): Promise<Library> {
  const server = await startTestServer();
  const staff = await staffClient(server);
  const ball = await staff.create('equipment', bodies.equipment('Ball'));
  const videoId = await uploaded(server, staff.token, sampleFiles.mp4);
  const thumbnailId = await uploaded(server, staff.token, sampleFiles.png);
  const exercises: Record<string, any>[] = [];
  for (const spec of exerciseSpecs) {
    exercises.push(
      await staff.create('exercises', {
        name: { ...translated(spec.en), en: spec.en, de: spec.de, pt: spec.pt },
        description: translated(`How to do ${spec.en}`),
        types: spec.types,
        level: spec.level,
        reps: spec.reps,
        video_id: spec.video ? videoId : null,
        thumbnail_id: spec.thumbnail ? thumbnailId : null,
        equipment_ids: spec.ball ? [ball.id] : [],
      }),
    );
  }
  const authors: Record<string, any>[] = [];
  for (let index = 0; index < 23; index++) {
    authors.push(await staff.create('authors', { first_name: `First ${index}`, last_name: `Écrivain ${String(index % 7)}` }));
  }

  const list = async (path: string) => {
    const answer = await staff.request('GET', path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as any;
  };

  async function walk(path: string): Promise<{ items: Record<string, any>[]; pages: any[] }> {
    const pages = [];
    let next: string | null = `${server.apiUrl}${path}`;
    while (next) {
      expect(next.startsWith(server.apiUrl)).toBe(true);
      const page = await list(next.slice(server.apiUrl.length));
      pages.push(page);
      next = page.links.next;
    }
    return { items: pages.flatMap((page) => page.data), pages };
  }
  return { server, staff, ball, exercises, authors, list, walk };
}
