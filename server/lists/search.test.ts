import { startTestServer, type TestServer } from '../testing.test-support';
import { staffClient, translated, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;
const names = ['Agility ladder', 'Café stretch', 'Übung mit Ball', 'Ladder of cones', 'Cafeteria walk'];

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  for (const name of names) {
    await staff.create('exercises', { name: { ...translated(name), en: name }, description: translated('Plain'), types: ['rest'] });
  }
});
afterAll(() => server?.close());

/** The English names a search finds, by name. */
async function found(search: string): Promise<string[]> {
  const answer = await staff.request('GET', `/admin/exercises?search=${encodeURIComponent(search)}&column=name`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: { name: { en: string } }[] }).data.map((item) => item.name.en);
}

describe('a search of several words', () => {
  it('finds the items holding every word, in any order', async () => {
    expect(await found('Ladder agility')).toEqual(['Agility ladder']);
    expect(await found('agility LADDER')).toEqual(['Agility ladder']);
    expect(await found('ladder')).toEqual(['Agility ladder', 'Ladder of cones']);
    expect(await found('ladder walk')).toEqual([]);
  });

  it('finds them across accents and case, either way round', async () => {
    expect(await found('cafe')).toEqual(['Café stretch', 'Cafeteria walk']);
    expect(await found('CAFÉ stretch')).toEqual(['Café stretch']);
    expect(await found('ubung ball')).toEqual(['Übung mit Ball']);
    expect(await found('BALL übung')).toEqual(['Übung mit Ball']);
  });

  it('finds a word inside a longer one', async () => {
    expect(await found('gili')).toEqual(['Agility ladder']);
    expect(await found('teria caf')).toEqual(['Cafeteria walk']);
  });
});
