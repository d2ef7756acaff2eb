/**
 * The dataProvider's versions against the reference server: every write says which version it
 * was based on, and a write based on an old one fails with the item as it is now.
 */
import type { TestServer } from '../server/testing.test-support';
import type { HttpError } from './http-error';
import { staffOnTestServer, type StaffOnTestServer } from './testing/server-providers.test-support';
import { bulkVersions, ifMatch, withoutVersion } from './versions';

const translated = (text: string) => ({
  de: `${text} (de)`,
  en: text,
  es: `${text} (es)`,
  fr: `${text} (fr)`,
  nl: `${text} (nl)`,
  pt: `${text} (pt)`,
});

describe('versions through the dataProvider', () => {
  let signedIn: StaffOnTestServer['signedIn'];
  let server: TestServer;
  staffOnTestServer((started) => ({ signedIn, server } = started));

  it('sends If-Match with the version the form was read at, and answers a stale one with the current record', async () => {
    const { dataProvider, recorder } = signedIn;
    const { data: created } = await dataProvider.create('injuries', { data: { name: translated('Calf') } });
    expect(created.version).toBe(1);
    const { data: mine } = await dataProvider.update('injuries', {
      id: created.id,
      data: { ...created, name: translated('Calf A') },
      previousData: created,
    });
    expect(recorder.sent.at(-1)!.headers.get('if-match')).toBe('"1"');
    expect(JSON.parse(String(recorder.sent.at(-1)!.body))).not.toHaveProperty('version');
    expect(mine.version).toBe(2);

    const stale = dataProvider.update('injuries', {
      id: created.id,
      data: { ...created, name: translated('Calf B') },
      previousData: created,
    });
    const error = (await stale.catch((failure: unknown) => failure)) as HttpError;
    expect(error.status).toBe(409);
    expect(error.body?.current).toMatchObject({ id: created.id, version: 2, name: translated('Calf A') });
    expect(error.body?.changedBy).toMatchObject({ name: 'Test staff' });

    const deleting = await dataProvider.delete('injuries', { id: created.id, previousData: created }).catch((failure: unknown) => failure);
    expect((deleting as HttpError).status).toBe(409);
    await dataProvider.delete('injuries', { id: created.id, previousData: mine });
    expect(recorder.sent.at(-1)!.headers.get('if-match')).toBe('"2"');
    expect(server.apiUrl).toBeTruthy();
  });

  it('sends the versions of a bulk write from the selected records', async () => {
    const { dataProvider, recorder } = signedIn;
    const { data: one } = await dataProvider.create('exercises', {
      data: { name: translated('Bulk V'), description: translated('x'), types: ['rest'] },
    });
    await dataProvider.update('exercises', { id: one.id, data: { reps: 4 }, previousData: one });
    const stale = await dataProvider
      .updateMany('exercises', { ids: [one.id], data: { premium: true }, meta: { versions: { [one.id]: 1 } } })
      .catch((failure: unknown) => failure);
    expect((stale as HttpError).status).toBe(409);
    expect(JSON.parse(String(recorder.sent.at(-1)!.body))).toMatchObject({ ids: [one.id], versions: [1] });
    await dataProvider.deleteMany('exercises', { ids: [one.id], meta: { versions: { [one.id]: 2 } } });
    expect(JSON.parse(String(recorder.sent.at(-1)!.body))).toEqual({ ids: [one.id], versions: [2] });
  });
});

describe('an API without versions', () => {
  it('gets no If-Match and no versions, and its writes stay as they were', async () => {
    expect(ifMatch(undefined)).toBeUndefined();
    expect(withoutVersion({ name: 'x' })).toEqual({ name: 'x' });
    await expect(bulkVersions(['a', 'b'], undefined, async () => [{ id: 'a' }, { id: 'b' }])).resolves.toBeUndefined();
    await expect(bulkVersions(['a', 'b'], { a: 3 }, async () => [{ id: 'b', version: 7 }])).resolves.toEqual([3, 7]);
  });
});
