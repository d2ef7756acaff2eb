/**
 * A table of bad requests to every content route (docs/api.md "Errors": bad input never gives a
 * 5xx): each must answer its 4xx with a message and leave every row and file as it was.
 */
import { startTestServer, type TestServer } from '../testing.test-support';
import { bodies, contentSnapshot, sampleFiles, staffClient, translated, uploaded, type StaffClient } from '../items/test-data.test-support';

interface BadRequest {
  name: string;
  method: string;
  /** `{exercise}` and `{author}` stand for the ids of items that exist. */
  path: string;
  /** A string goes out as it is (with `contentType`); anything else as JSON. */
  body?: unknown;
  contentType?: string;
  status: number;
}

const json = 'application/json';
const unknownId = '00000000-0000-4000-8000-000000000000';
const exercise = (extra: Record<string, unknown>) => bodies.exercise('Bad', extra);

const badRequests: BadRequest[] = [
  // Bodies that are not JSON objects.
  { name: 'malformed JSON', method: 'POST', path: '/admin/authors', body: '{"first_name":', contentType: json, status: 400 },
  { name: 'empty JSON body', method: 'POST', path: '/admin/authors', body: '', contentType: json, status: 400 },
  { name: 'no body at all', method: 'POST', path: '/admin/authors', status: 422 },
  { name: 'JSON null', method: 'POST', path: '/admin/authors', body: 'null', contentType: json, status: 422 },
  {
    name: 'JSON list',
    method: 'POST',
    path: '/admin/authors',
    body: '[{"first_name":"A","last_name":"B"}]',
    contentType: json,
    status: 422,
  },
  { name: 'JSON string', method: 'POST', path: '/admin/authors', body: '"Ada"', contentType: json, status: 422 },
  { name: 'plain text', method: 'POST', path: '/admin/authors', body: 'first_name=Ada', contentType: 'text/plain', status: 415 },
  { name: 'XML', method: 'POST', path: '/admin/authors', body: '<author/>', contentType: 'application/xml', status: 415 },
  {
    name: 'form-encoded',
    method: 'POST',
    path: '/admin/authors',
    body: 'first_name=Ada&last_name=L',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  {
    name: 'body over 1 MB',
    method: 'POST',
    path: '/admin/authors',
    body: JSON.stringify({ first_name: 'A'.repeat(1_100_000), last_name: 'B' }),
    contentType: json,
    status: 413,
  },
  {
    name: 'nested 100,000 deep',
    method: 'POST',
    path: '/admin/authors',
    body: `{"first_name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    contentType: json,
    status: 422,
  },
  // Values of the wrong type or out of range.
  { name: 'text as number', method: 'POST', path: '/admin/authors', body: { first_name: 1, last_name: 'B' }, status: 422 },
  { name: 'text as object', method: 'POST', path: '/admin/authors', body: { first_name: { $ne: null }, last_name: 'B' }, status: 422 },
  { name: 'empty text', method: 'POST', path: '/admin/authors', body: { first_name: '', last_name: 'B' }, status: 422 },
  { name: 'NUL character', method: 'POST', path: '/admin/authors', body: { first_name: 'A\u0000', last_name: 'B' }, status: 422 },
  {
    name: 'lone surrogate',
    method: 'POST',
    path: '/admin/authors',
    body: '{"first_name":"\\ud800","last_name":"B"}',
    contentType: json,
    status: 422,
  },
  {
    name: 'NUL in a key',
    method: 'POST',
    path: '/admin/authors',
    body: '{"first_name":"A","last_name":"B","x\\u0000":1}',
    contentType: json,
    status: 422,
  },
  { name: 'unknown field', method: 'POST', path: '/admin/authors', body: { ...bodies.author(), nickname: 'Al' }, status: 422 },
  { name: 'translatable as text', method: 'POST', path: '/admin/injuries', body: { name: 'Knee' }, status: 422 },
  { name: 'translatable missing a language', method: 'POST', path: '/admin/injuries', body: { name: { en: 'Knee' } }, status: 422 },
  {
    name: 'translatable with an extra language',
    method: 'POST',
    path: '/admin/injuries',
    body: { name: { ...translated('Knee'), it: 'Ginocchio' } },
    status: 201,
  },
  { name: 'reps as text', method: 'POST', path: '/admin/exercises', body: exercise({ reps: '10' }), status: 422 },
  { name: 'reps fractional', method: 'POST', path: '/admin/exercises', body: exercise({ reps: 1.5 }), status: 422 },
  { name: 'reps beyond a 32-bit integer', method: 'POST', path: '/admin/exercises', body: exercise({ reps: 3_000_000_000 }), status: 201 },
  { name: 'reps beyond a safe integer', method: 'POST', path: '/admin/exercises', body: exercise({ reps: 2 ** 60 }), status: 422 },
  {
    name: 'reps as 1e400 (Infinity)',
    method: 'POST',
    path: '/admin/exercises',
    body: `${JSON.stringify(exercise({})).slice(0, -1)},"reps":1e400}`,
    contentType: json,
    status: 422,
  },
  { name: 'types not a list', method: 'POST', path: '/admin/exercises', body: exercise({ types: 'push' }), status: 422 },
  {
    name: 'types with an unknown category',
    method: 'POST',
    path: '/admin/exercises',
    body: exercise({ types: ['push', 'ballet'] }),
    status: 422,
  },
  { name: 'boolean as string', method: 'POST', path: '/admin/exercises', body: exercise({ premium: 'true' }), status: 422 },
  { name: 'boolean as null', method: 'POST', path: '/admin/exercises', body: exercise({ premium: null }), status: 422 },
  { name: 'equipment ids not a list', method: 'POST', path: '/admin/exercises', body: exercise({ equipment_ids: unknownId }), status: 422 },
  { name: 'malformed id in a list', method: 'POST', path: '/admin/exercises', body: exercise({ equipment_ids: ['1'] }), status: 422 },
  { name: 'unknown id in a list', method: 'POST', path: '/admin/exercises', body: exercise({ injury_ids: [unknownId] }), status: 422 },
  { name: 'unknown file', method: 'POST', path: '/admin/exercises', body: exercise({ thumbnail_id: unknownId }), status: 422 },
  { name: 'file id as number', method: 'POST', path: '/admin/exercises', body: exercise({ video_id: 5 }), status: 422 },
  { name: 'unknown author', method: 'PUT', path: '/admin/knowledge_videos/{video}', body: { author_id: unknownId }, status: 422 },
  {
    name: 'link without https',
    method: 'POST',
    path: '/admin/equipment',
    body: { ...bodies.equipment(), link: 'http://x.test' },
    status: 422,
  },
  { name: 'link not a URL', method: 'POST', path: '/admin/referrals', body: bodies.referral('R', { link: 'not a url' }), status: 422 },
  { name: 'parent is itself', method: 'PUT', path: '/admin/referrals/{referral}', body: { parent_id: '{referral}' }, status: 422 },
  // Ids and routes.
  { name: 'update of an unknown id', method: 'PUT', path: `/admin/authors/${unknownId}`, body: { first_name: 'X' }, status: 404 },
  { name: 'update of a malformed id', method: 'PUT', path: '/admin/authors/42', body: { first_name: 'X' }, status: 404 },
  { name: 'update with a bad value', method: 'PUT', path: '/admin/authors/{author}', body: { first_name: null }, status: 422 },
  { name: 'update with malformed JSON', method: 'PUT', path: '/admin/authors/{author}', body: '{', contentType: json, status: 400 },
  { name: 'delete of an unknown id', method: 'DELETE', path: `/admin/authors/${unknownId}`, status: 404 },
  { name: 'delete of a malformed id', method: 'DELETE', path: "/admin/authors/1'%20or%201=1", status: 404 },
  { name: 'unknown resource', method: 'POST', path: '/admin/dances', body: {}, status: 404 },
  { name: 'query on a write', method: 'POST', path: '/admin/authors?force=1', body: bodies.author(), status: 422 },
  // Bulk routes.
  { name: 'bulk delete without ids', method: 'POST', path: '/admin/authors/bulk-delete', body: {}, status: 422 },
  { name: 'bulk delete with no ids', method: 'POST', path: '/admin/authors/bulk-delete', body: { ids: [] }, status: 422 },
  { name: 'bulk delete ids not a list', method: 'POST', path: '/admin/authors/bulk-delete', body: { ids: '{author}' }, status: 422 },
  { name: 'bulk delete malformed id', method: 'POST', path: '/admin/authors/bulk-delete', body: { ids: ['{author}', 'x'] }, status: 422 },
  {
    name: 'bulk delete unknown id',
    method: 'POST',
    path: '/admin/authors/bulk-delete',
    body: { ids: ['{author}', unknownId] },
    status: 422,
  },
  {
    name: 'bulk delete extra key',
    method: 'POST',
    path: '/admin/authors/bulk-delete',
    body: { ids: ['{author}'], all: true },
    status: 422,
  },
  {
    name: 'bulk delete malformed JSON',
    method: 'POST',
    path: '/admin/authors/bulk-delete',
    body: '{"ids":[',
    contentType: json,
    status: 400,
  },
  { name: 'bulk update without data', method: 'PATCH', path: '/admin/exercises/bulk', body: { ids: ['{exercise}'] }, status: 422 },
  {
    name: 'bulk update data as list',
    method: 'PATCH',
    path: '/admin/exercises/bulk',
    body: { ids: ['{exercise}'], data: [true] },
    status: 422,
  },
  {
    name: 'bulk update bad value',
    method: 'PATCH',
    path: '/admin/exercises/bulk',
    body: { ids: ['{exercise}'], data: { premium: 1 } },
    status: 422,
  },
  {
    name: 'bulk update of a field not in bulk',
    method: 'PATCH',
    path: '/admin/exercises/bulk',
    body: { ids: ['{exercise}'], data: { name: translated('X') } },
    status: 422,
  },
  {
    name: 'bulk update of a resource without bulk fields',
    method: 'PATCH',
    path: '/admin/authors/bulk',
    body: { ids: ['{author}'], data: { first_name: 'X' } },
    status: 422,
  },
  {
    name: 'bulk update unknown id',
    method: 'PATCH',
    path: '/admin/exercises/bulk',
    body: { ids: [unknownId], data: { premium: true } },
    status: 422,
  },
  // Export.
  { name: 'export without format', method: 'GET', path: '/admin/export/authors', status: 422 },
  { name: 'export as XML', method: 'GET', path: '/admin/export/authors?format=xml', status: 422 },
  { name: 'export with an unknown parameter', method: 'GET', path: '/admin/export/authors?format=csv&page=2', status: 422 },
  { name: 'export with a bad filter', method: 'GET', path: '/admin/export/exercises?format=json&type=ballet', status: 422 },
  { name: 'export of an unknown resource', method: 'GET', path: '/admin/export/users?format=csv', status: 404 },
];

let server: TestServer;
let staff: StaffClient;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  const author = await staff.create('authors', bodies.author());
  const referral = await staff.create('referrals', bodies.referral());
  ids = {
    author: author.id,
    referral: referral.id,
    exercise: (await staff.create('exercises', bodies.exercise())).id,
    video: (
      await staff.create('knowledge_videos', {
        title: translated('Video'),
        description: translated('About'),
        category: 'tactic',
        knowledge_video_id: await uploaded(server, staff.token, sampleFiles.mp4),
        thumbnail_id: await uploaded(server, staff.token, sampleFiles.png),
      })
    ).id,
  };
});
afterAll(() => server?.close());

const withIds = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);

describe('bad input to the content routes', () => {
  it.each(badRequests)('$name → $status, nothing changed', async ({ method, path, body, contentType, status }) => {
    const before = await contentSnapshot(server);
    const payload = body === undefined ? undefined : typeof body === 'string' ? withIds(body) : JSON.parse(withIds(JSON.stringify(body)));
    const answer = await staff.request(method, withIds(path), payload, contentType ? { 'content-type': contentType } : {});
    expect(answer.status).toBe(status);
    if (status >= 400) {
      expect(answer.body.message).toEqual(expect.any(String));
      expect(await contentSnapshot(server)).toEqual(before);
    }
  });
});
