// @vitest-environment node
import { providersFor } from '../../providers/testing/server-providers.test-support';
import { startLaravelProfile, type LaravelProfile } from '../../tests/laravel-profile/laravel-profile';
import { createStaffSession, startTestServer, type TestServer } from '../../server/testing.test-support';
import { injuries } from '../../resources/injuries/definition';
import { translated } from '../../resources/translated.test-support';
import { importRowsThrough } from '../../providers/imports';
import { definitions } from '../../resources';
import { existingItems } from './loadItems';
import { notImportedRows, refusedRowsCsv } from './refusedRows';
import type { RowPlan } from './dryRun';
import { batchesOf, rowsPerBatch, writeImport, type PlannedWrite, type WriteProgress, type WriteResult } from './writeImport';

let server: TestServer;
let profile: LaravelProfile;
let reference: ReturnType<typeof providersFor>;
let laravel: ReturnType<typeof providersFor>;

beforeAll(async () => {
  server = await startTestServer();
  profile = await startLaravelProfile(server.baseUrl);
  const staff = await createStaffSession(server);
  reference = providersFor(server);
  laravel = providersFor({ baseUrl: profile.url }, { refreshBeforeExpiryMs: false });
  await reference.session.signIn({ email: staff.email, password: staff.password });
  await laravel.session.signIn({ email: staff.email, password: staff.password });
});
afterAll(async () => {
  reference?.session.dispose();
  laravel?.session.dispose();
  await profile?.close();
  await server?.close();
});

const create = (name: string): PlannedWrite => ({ row: 2, cells: [], action: 'create', values: { name: translated(name) } });

async function update(providers: ReturnType<typeof providersFor>, id: string | number, name: string): Promise<PlannedWrite> {
  const { data } = await providers.dataProvider.getOne('injuries', { id });
  const [item] = (await existingItems(injuries, [data])).values();
  return { row: 3, cells: [], action: 'update', item, patch: { name: translated(name) }, changes: [] };
}

async function run(providers: ReturnType<typeof providersFor>, plans: PlannedWrite[], signal = new AbortController().signal) {
  const results: WriteResult[] = [];
  const progress: WriteProgress[] = [];
  await writeImport({
    dataProvider: providers.dataProvider,
    importRows: importRowsThrough(providers.httpClient, definitions),
    definition: injuries,
    plans,
    signal,
    onProgress: (next) => progress.push(next),
    onResults: (next) => results.push(...next),
  });
  return { results, progress };
}

describe('writing an import', () => {
  it('writes through the import endpoint: created, changed, and a row changed by someone else since the dry run left as it is', async () => {
    const { data: ankle } = await reference.dataProvider.create('injuries', { data: { name: translated('Ankle') } });
    const { data: knee } = await reference.dataProvider.create('injuries', { data: { name: translated('Knee') } });
    const stale = await update(reference, knee.id, 'Knee (mine)');
    await reference.dataProvider.update('injuries', { id: knee.id, data: { name: translated('Knee (theirs)') }, previousData: knee });
    reference.recorder.sent.length = 0;
    const { results, progress } = await run(reference, [create('Shin'), await update(reference, ankle.id, 'Ankle 2'), stale]);
    expect(results.map((result) => result.status)).toEqual(['created', 'updated', 'conflict']);
    expect(results[2]).toMatchObject({ changedBy: 'Test staff' });
    expect(reference.recorder.sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/admin/injuries/import']),
    );
    expect(progress.at(-1)).toEqual({ done: 3, total: 3, through: 'endpoint' });
    const { data: kneeNow } = await reference.dataProvider.getOne('injuries', { id: knee.id });
    expect(kneeNow.name.en).toBe('Knee (theirs) (en)');
  });

  it('writes through the ordinary calls where the API has no import endpoint, a change made since the dry run left as it is', async () => {
    const { data: hip } = await laravel.dataProvider.create('injuries', { data: { name: translated('Hip') } });
    const { data: neck } = await laravel.dataProvider.create('injuries', { data: { name: translated('Neck') } });
    const stale = await update(laravel, neck.id, 'Neck (mine)');
    const noEnglish: PlannedWrite = { row: 5, cells: [], action: 'create', values: { name: { ...translated('Toe'), en: '' } } };
    await laravel.dataProvider.update('injuries', { id: neck.id, data: { name: translated('Neck (theirs)') }, previousData: neck });
    const { results, progress } = await run(laravel, [create('Elbow'), await update(laravel, hip.id, 'Hip 2'), stale, noEnglish]);
    expect(results.map((result) => result.status).sort()).toEqual(['conflict', 'created', 'refused', 'updated']);
    expect(results.find((result) => result.status === 'refused')).toMatchObject({
      problems: expect.arrayContaining([{ header: 'name_en', message: 'Required' }]),
    });
    expect(progress.at(-1)).toEqual({ done: 4, total: 4, through: 'calls' });
    const { data: hipNow } = await laravel.dataProvider.getOne('injuries', { id: hip.id });
    expect(hipNow.name.en).toBe('Hip 2 (en)');
    const { data: neckNow } = await laravel.dataProvider.getOne('injuries', { id: neck.id });
    expect(neckNow.name.en).toBe('Neck (theirs) (en)');
  });

  it('stops between batches: what was written stays written and is reported, the rest is not sent', async () => {
    const controller = new AbortController();
    const plans = Array.from({ length: rowsPerBatch + 2 }, (_, index) => create(`Stop ${index}`));
    const results: WriteResult[] = [];
    await writeImport({
      dataProvider: reference.dataProvider,
      importRows: importRowsThrough(reference.httpClient, definitions),
      definition: injuries,
      plans,
      signal: controller.signal,
      onProgress: () => controller.abort(),
      onResults: (next) => results.push(...next),
    });
    expect(results).toHaveLength(rowsPerBatch);
    expect(new Set(results.map((result) => result.status))).toEqual(new Set(['created']));
  });

  it('cuts the rows into batches by rows and by bytes', () => {
    expect(batchesOf(Array.from({ length: rowsPerBatch * 2 + 1 }, () => create('x'))).map((batch) => batch.length)).toEqual([
      rowsPerBatch,
      rowsPerBatch,
      1,
    ]);
    const long = create('y'.repeat(300_000));
    expect(batchesOf([long, long, long, long]).map((batch) => batch.length)).toEqual([2, 2]);
  });
});

describe('the refused rows’ file', () => {
  it('holds the rows the dry run refused, and once written those refused, changed since or never sent', () => {
    const refused: RowPlan = { row: 2, cells: ['a'], action: 'refused', problems: [{ header: 'level', message: 'bad' }] };
    const [sent, conflicting, unsent, written] = ['b', 'c', 'd', 'e'].map((cell, index) => ({
      ...create(cell),
      row: 3 + index,
      cells: [cell],
    }));
    const reasons = {
      problems: (problems: readonly { message: string }[]) => problems.map((problem) => problem.message).join('; '),
      conflict: (who?: string | null) => `by ${who}`,
      stopped: 'stopped',
    };
    const plans = [refused, sent, conflicting, unsent, written];
    expect(notImportedRows(plans, undefined, reasons)).toEqual([{ cells: ['a'], reason: 'bad' }]);
    const results: WriteResult[] = [
      { plan: sent, status: 'refused', problems: [{ header: 'name_en', message: 'Required' }] },
      { plan: conflicting, status: 'conflict', changedBy: 'Alex' },
      { plan: written, status: 'created', id: 'x' },
    ];
    expect(notImportedRows(plans, results, reasons)).toEqual([
      { cells: ['a'], reason: 'bad' },
      { cells: ['b'], reason: 'Required' },
      { cells: ['c'], reason: 'by Alex' },
      { cells: ['d'], reason: 'stopped' },
    ]);
  });

  it('holds the file’s header and cells as they came and a reason column, formulas defused', async () => {
    const file = refusedRowsCsv(['name_en', 'level'], [{ cells: ['=1+1', 'Extreme'], reason: 'level: Must be one of easy' }], 'Reason');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer())).toBe(
      '\uFEFF"name_en","level","Reason"\r\n"\'=1+1","Extreme","level: Must be one of easy"\r\n',
    );
  });
});
