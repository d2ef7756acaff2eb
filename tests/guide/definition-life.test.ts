/**
 * docs/adding-a-resource.md "Changing a definition on live data", followed on the guide's copy: the
 * sponsors of step 1 hold an item, and the server starts on the same database with each section's
 * definition in turn, as tests/guide/follow-integrator-guide.ts wrote them beside step 1's. Each
 * start does what its section says: a backfill, a rename the old version follows, a removal
 * archived, a changed kind refused with the guide's words, then declared. Runs on that copy only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResourceDefinition } from '../../resources/definition';
import { archiveTable } from '../../server/db/archive';
import { sampleFiles, staffClient, translated, uploaded, type StaffClient } from '../../server/items/test-data.test-support';
import { startTestServer, type TestServer } from '../../server/testing.test-support';

const stages = import.meta.glob<{ sponsors: ResourceDefinition }>('../../resources/sponsors/definition*.ts', { eager: true });
const stage = (name: string) => stages[`../../resources/sponsors/definition${name ? `.${name}` : ''}.ts`].sponsors;

/** The refusal the guide quotes in "Changing a field's kind". */
function quotedRefusal(): string {
  const guide = readFileSync(path.resolve(import.meta.dirname, '../../docs/adding-a-resource.md'), 'utf8');
  const section = guide.slice(guide.indexOf("\n### Changing a field's kind"));
  return /```text\n([\s\S]*?)\n```/.exec(section)![1];
}

let server: TestServer | undefined;
afterAll(() => server?.close());

const read = async (staff: StaffClient, id: string) =>
  (await staff.request('GET', `/admin/sponsors/${id}`)).body.data as Record<string, unknown>;
const archived = async (field: string) =>
  (
    await server!.context.db.query<{ value: unknown }>(`select value from ${archiveTable} where endpoint = 'sponsors' and field = $1`, [
      field,
    ])
  ).rows;

describe.runIf(Object.keys(stages).length > 0)('the guide: a definition changed on live data', () => {
  it('backfills, renames, archives, and refuses a changed kind with the guide words until it is declared', async () => {
    server = await startTestServer({}, [stage('')]);
    let staff = await staffClient(server);
    const logoId = await uploaded(server, staff.token, sampleFiles.png);
    const { id } = await staff.create('sponsors', { name: translated('Umbro'), link: 'https://umbro.example', logo_id: logoId });

    server = await server.restartWith([stage('adding')]);
    staff = await staffClient(server);
    expect(await read(staff, id)).toMatchObject({ country: 'England' });

    server = await server.restartWith([stage('renaming')]);
    staff = await staffClient(server);
    expect(await read(staff, id)).toMatchObject({ website: 'https://umbro.example' });
    const first = await staff.request('GET', `/admin/sponsors/${id}/versions/1`);
    expect((first.body.data as { item: object }).item).toMatchObject({ website: 'https://umbro.example' });

    server = await server.restartWith([stage('removing')]);
    staff = await staffClient(server);
    expect(await read(staff, id)).not.toHaveProperty('logo');
    expect(await archived('logo_id')).toEqual([{ value: logoId }]);

    await expect(server.restartWith([stage('kind-refused')])).rejects.toThrow(quotedRefusal());
    server = await server.restartWith([stage('kind')]);
    staff = await staffClient(server);
    expect(await read(staff, id)).toMatchObject({ countries: ['England'], website: 'https://umbro.example' });
    expect(await archived('country')).toEqual([{ value: 'England' }]);
  });
});
