import { providersFor } from '../../providers/testing/server-providers.test-support';
import { sessionClient } from '../../server/auth/session-client.test-support';
import { startTestServer, type TestServer } from '../../server/testing.test-support';
import { downloadExport, ExportFailure, type ExportProgress, type ExportRequest } from './downloadExport';
import { translated } from '../../resources/translated.test-support';

let server: TestServer;
let staff: ReturnType<typeof providersFor>;
let member: ReturnType<typeof providersFor>;

beforeAll(async () => {
  server = await startTestServer();
  const client = sessionClient(server);
  const staffUser = await client.addUser({ email: 'staff@export.test', role: 'staff' });
  const memberUser = await client.addUser({ email: 'member@export.test', role: 'member' });
  staff = providersFor(server);
  member = providersFor(server);
  await staff.session.signIn(staffUser);
  await member.session.signIn(memberUser);
  for (const name of ['Sprint', 'Sprint ladder', 'Squat']) {
    await staff.dataProvider.create('exercises', {
      // A line break inside a cell must not count as a row.
      data: { name: translated(name), description: translated(`${name}\nsecond line`), types: ['strength'] },
    });
  }
});

afterAll(async () => {
  staff?.session.dispose();
  member?.session.dispose();
  await server?.close();
});

function exportOf(providers: ReturnType<typeof providersFor>, request: Partial<ExportRequest> = {}) {
  const progress: ExportProgress[] = [];
  const download = downloadExport({
    apiUrl: providers.httpClient.apiUrl,
    credentials: providers.session,
    endpoint: 'exercises',
    format: 'csv',
    query: {},
    signal: new AbortController().signal,
    onProgress: (next) => progress.push(next),
    ...request,
  });
  return { download, progress };
}

describe('downloading an export as a stream', () => {
  it('counts the rows and bytes of a CSV as they arrive and keeps the server’s file name', async () => {
    const { download, progress } = exportOf(staff);
    const file = await download;
    expect(file.rows).toBe(3);
    expect(file.fileName).toMatch(/^exercises-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.bytes).toBe(file.blob.size);
    expect(progress.at(-1)).toEqual({ bytes: file.bytes, rows: 3, total: 3 });
    expect(progress.map((step) => step.bytes)).toEqual([...progress.map((step) => step.bytes)].sort((a, b) => a - b));
    // Kept as sent: the byte-order mark that spreadsheets need, then the header.
    const content = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer());
    expect(content.startsWith('\uFEFF"id"')).toBe(true);
  });

  it("sends the list's selection: a JSON export of a search holds only its matches", async () => {
    const file = await exportOf(staff, { format: 'json', query: { search: 'sprint', column: 'name', direction: 'desc' } }).download;
    const items = JSON.parse(new TextDecoder().decode(await file.blob.arrayBuffer())) as { name: { en: string } }[];
    expect(file.rows).toBe(2);
    expect(items.map((item) => item.name.en)).toEqual(['Sprint ladder (en)', 'Sprint (en)']);
  });

  it('fails with the server’s message when the user may not export', async () => {
    const failure = await exportOf(member).download.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExportFailure);
    expect((failure as ExportFailure).message).toBe('This action is unauthorized.');
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(exportOf(staff, { signal: controller.signal }).download).rejects.toThrow();
  });
});
