import { startTestServer, type TestServer } from '../testing.test-support';
import { bodies, sampleFiles, staffClient, translated, uploaded, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;
let ball: Record<string, any>;
let exercises: Record<string, any>[];
let authors: Record<string, any>[];

/** Each exercise's English name; the other languages carry their own words. */
const exerciseSpecs = [
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

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  ball = await staff.create('equipment', bodies.equipment('Ball'));
  const videoId = await uploaded(server, staff.token, sampleFiles.mp4);
  const thumbnailId = await uploaded(server, staff.token, sampleFiles.png);
  exercises = [];
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
  authors = [];
  for (let index = 0; index < 23; index++) {
    authors.push(await staff.create('authors', { first_name: `First ${index}`, last_name: `Écrivain ${String(index % 7)}` }));
  }
});
afterAll(() => server?.close());

const englishNames = (items: Record<string, any>[]) => items.map((item) => item.name.en);
const list = async (path: string) => {
  const answer = await staff.request('GET', path);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as any;
};

/** Follows `links.next` from `path` until it is null, answering every item seen. */
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

describe('search', () => {
  it('matches any language, ignoring case and accents', async () => {
    expect(englishNames((await list('/admin/exercises?search=ubung')).data)).toEqual(['Ladder drill']);
    expect(englishNames((await list('/admin/exercises?search=KNIEBEUGE')).data)).toEqual(['Squat']);
    expect(englishNames((await list('/admin/exercises?search=flexao')).data)).toEqual(['Push-up']);
    expect(englishNames((await list('/admin/exercises?search=excentrico')).data)).toEqual(['Hamstring eccentric']);
    expect(englishNames((await list(`/admin/exercises?search=${encodeURIComponent('Mobilität')}`)).data)).toEqual(['Ankle mobility']);
    const namesOf = (items: Record<string, any>[]) => items.map((author) => `${author.first_name} ${author.last_name}`).sort();
    expect(namesOf((await list('/admin/authors?search=ecrivain%203&per_page=100')).data)).toEqual(
      namesOf(authors.filter((author) => `${author.first_name} ${author.last_name}`.includes('3'))),
    );
  });

  it('matches inside words, and every word typed in any order, punctuation aside', async () => {
    expect(englishNames((await list('/admin/exercises?search=UAT')).data)).toEqual(['Squat']);
    expect(englishNames((await list('/admin/exercises?search=der%20dri')).data)).toEqual(['Ladder drill']);
    expect(englishNames((await list('/admin/exercises?search=drill%20ladder')).data)).toEqual(['Ladder drill']);
    expect(englishNames((await list('/admin/exercises?search=push-up')).data)).toEqual(['Push-up']);
    expect(englishNames((await list('/admin/exercises?search=up%20(push)')).data)).toEqual(['Push-up']);
    // Words of different languages of the item, together.
    expect(englishNames((await list(`/admin/exercises?search=${encodeURIComponent('ladder übung')}`)).data)).toEqual(['Ladder drill']);
    expect((await list('/admin/exercises?search=ladder%20squat')).meta.total).toBe(0);
  });

  it('finds a word longer than the stored words are kept, whole', async () => {
    const long = `${'Lang'.repeat(17)}wort`;
    const created = await staff.create('authors', { first_name: long, last_name: 'Long' });
    const found = async (search: string) =>
      (await list(`/admin/authors?search=${encodeURIComponent(search)}&per_page=100`)).data.map((author: any) => author.id);
    expect(await found(long)).toEqual([created.id]);
    expect(await found(`${'Lang'.repeat(17)}other`)).toEqual([]);
    expect((await staff.request('DELETE', `/admin/authors/${created.id}`)).status).toBe(204);
  });

  it('matches the description too, and takes wildcard characters literally', async () => {
    expect((await list('/admin/exercises?search=how%20to%20do')).meta.total).toBe(exerciseSpecs.length);
    expect((await list('/admin/exercises?search=%25')).meta.total).toBe(0);
    expect((await list('/admin/exercises?search=_')).meta.total).toBe(0);
  });
});

describe('exercise filters', () => {
  it('filters by type, equipment, video and thumbnail, alone and together', async () => {
    const names = async (query: string) => englishNames((await list(`/admin/exercises?${query}&per_page=100`)).data).sort();
    const expected = (keep: (spec: (typeof exerciseSpecs)[number]) => unknown) =>
      exerciseSpecs
        .filter(keep)
        .map((spec) => spec.en)
        .sort();
    expect(await names('type=strength')).toEqual(expected((spec) => spec.types.includes('strength')));
    expect(await names(`equipment=${ball.id}`)).toEqual(expected((spec) => spec.ball));
    expect(await names('video=1')).toEqual(expected((spec) => spec.video));
    expect(await names('video=0')).toEqual(expected((spec) => !spec.video));
    expect(await names('thumbnail=1')).toEqual(expected((spec) => spec.thumbnail));
    expect(await names('thumbnail=0&video=1')).toEqual(expected((spec) => !spec.thumbnail && spec.video));
    expect(await names('type=strength&video=0&search=u')).toEqual(['Lunge', 'Push-up']);
    expect(await names('type=')).toEqual(expected(() => true));
  });

  it('takes categories spelled with spaces and hyphens, and carries them into the next link', async () => {
    const first = await list(`/admin/exercises?type=${encodeURIComponent('full-body')}&per_page=1`);
    expect(englishNames(first.data)).toEqual(['Burpee']);
    const coolDown = await list(`/admin/exercises?type=cool-down&per_page=1`);
    expect(englishNames(coolDown.data)).toEqual(['Cool walk']);
    const added = [
      await staff.create('exercises', { name: translated('Power clean'), description: translated('Lift'), types: ['strength power'] }),
      await staff.create('exercises', { name: translated('Power jump'), description: translated('Jump'), types: ['strength power'] }),
    ];
    onTestFinished(async () => {
      for (const item of added) await staff.request('DELETE', `/admin/exercises/${item.id}`);
    });
    const page = await list(`/admin/exercises?type=strength+power&per_page=1&column=name&direction=asc`);
    expect(page.meta.total).toBe(2);
    expect(new URL(page.links.next).searchParams.get('type')).toBe('strength power');
    const next = await list(page.links.next.slice(page.links.next.indexOf('/admin/')));
    expect(next.data.map((item: any) => item.types)).toEqual([['strength power']]);
  });

  it('answers exactly the items of ids[]', async () => {
    const wanted = [exercises[3].id, exercises[0].id];
    const page = await list(`/admin/exercises?ids[]=${wanted[0]}&ids[]=${wanted[1]}`);
    expect(page.data.map((item: any) => item.id).sort()).toEqual([...wanted].sort());
    expect(page.meta.total).toBe(2);
  });
});

describe('exercise sort', () => {
  const levelOrder = ['easy', 'moderate', 'hard'];
  /** The order the API promises: by the key (missing values last when ascending), then by id. */
  const sorted = (key: (item: any) => number | string | null, direction: 'asc' | 'desc') => {
    const sign = direction === 'asc' ? 1 : -1;
    return [...exercises]
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x !== y) {
          if (x === null) return sign;
          if (y === null) return -sign;
          return (x < y ? -1 : 1) * sign;
        }
        return (a.id < b.id ? -1 : 1) * sign;
      })
      .map((item) => item.name.en);
  };

  it.each([
    ['name', (item: any) => item.name.en.toLowerCase()],
    ['level', (item: any) => (item.level === null ? null : levelOrder.indexOf(item.level))],
    ['reps', (item: any) => item.reps],
    ['duration', (item: any) => item.duration],
    ['created_at', (item: any) => item.created_at],
  ] as const)('sorts by %s both ways, across pages', async (column, key) => {
    for (const direction of ['asc', 'desc'] as const) {
      const { items } = await walk(`/admin/exercises?column=${column}&direction=${direction}&per_page=5`);
      expect(englishNames(items)).toEqual(sorted(key, direction));
    }
  });

  it('sorts by name ascending by default', async () => {
    expect(englishNames((await list('/admin/exercises?per_page=100')).data)).toEqual(sorted((item) => item.name.en.toLowerCase(), 'asc'));
  });
});

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
