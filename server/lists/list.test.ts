import { translated } from '../items/test-data.test-support';
import { englishNames, exerciseSpecs, startLibrary, type Library } from './library.test-support';

let server: Library['server'];
let staff: Library['staff'];
let ball: Library['ball'];
let exercises: Library['exercises'];
let authors: Library['authors'];
let list: Library['list'];
let walk: Library['walk'];

beforeAll(async () => {
  ({ server, staff, ball, exercises, authors, list, walk } = await startLibrary());
});
afterAll(() => server?.close());

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
