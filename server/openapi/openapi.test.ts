/**
 * The OpenAPI document (docs/api.md) is valid OpenAPI 3.1, names every route the server has and
 * no other, each with the schemas of its request and its answers, and every route's real answer,
 * called on a server with real items, has a status the document gives and a body that fits the
 * document's schema for it.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Validator } from '@seriousme/openapi-schema-validator';
import { snakeCase, type ResourceDefinition } from '../../resources/definition';
import { apiRoutesOf } from '../app';
import { definitionsFingerprint } from '../../resources/fingerprint';
import { validBody, type KnownIds } from '../fuzz/inputs.test-support';
import { sampleFiles, staffClient, upload, uploaded, type StaffClient } from '../items/test-data.test-support';
import { createMemberSession, startTestServer, type TestServer } from '../testing.test-support';
type Json = Record<string, unknown>;
interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, Json>; requestBody?: Json; parameters?: Json[] }>>;
  components: { schemas: Record<string, Json> };
}

let server: TestServer;
let staff: StaffClient;
let document: Document;
const ids: KnownIds = { items: {}, image: '', video: '' };

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  ids.image = await uploaded(server, staff.token, sampleFiles.png);
  ids.video = await uploaded(server, staff.token, sampleFiles.mp4);
  // Items to call the routes on, made in an order that lets each refer to the others.
  let pending = [...server.context.definitions];
  while (pending.length > 0) {
    const ready = pending.filter((definition) =>
      definition.fields.every((field) => field.kind !== 'reference' || field.nullable || ids.items[field.reference]),
    );
    for (const definition of ready) ids.items[definition.name] = (await staff.create(definition.endpoint, validBody(definition, ids))).id;
    pending = pending.filter((definition) => !ready.includes(definition));
  }
  document = (await (await fetch(`${server.apiUrl}/openapi.json`)).json()) as Document;
}, 120_000);
afterAll(() => server?.close());

/** A schema with its `#/components/...` references resolvable. */
const ajv = new Ajv2020({ strict: false, allErrors: true });
function fits(schema: Json, body: unknown): string | undefined {
  const check = ajv.compile({ ...schema, components: document.components });
  return check(body) ? undefined : ajv.errorsText(check.errors, { dataVar: 'body' });
}

/** The documented answer of an operation for a status. */
const documentedAnswer = (path: string, method: string, status: number): Json | undefined =>
  document.paths[path]?.[method.toLowerCase()]?.responses[String(status)];

const checked = new Set<string>();

/** Every operation of the document, as `METHOD /path`. */
const operations = () =>
  Object.entries(document.paths).flatMap(([path, entries]) =>
    Object.keys(entries as Json)
      .filter((key) => key !== 'parameters')
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

/** Calls a documented route and checks its answer against the document. */
async function call(method: string, template: string, concretePath: string, answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  checked.add(`${method} ${template}`);
  const documented = documentedAnswer(template, method, status);
  expect(
    documented,
    `${method} ${template} answered ${status}, which the document does not give: ${JSON.stringify(body).slice(0, 300)}`,
  ).toBeDefined();
  const schema = (documented!.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
  if (schema) expect(fits(schema, body), `${method} ${concretePath} (${status})`).toBeUndefined();
  return { status, body: body as Json };
}

const request = (method: string, path: string, body?: unknown) => staff.request(method, path, body);

async function callResourceRoutes(definition: ResourceDefinition) {
  const base = `/admin/${definition.endpoint}`;
  const id = ids.items[definition.name];
  const route = (suffix: string) => `${base}${suffix}`;
  await call('GET', base, base, request('GET', `${base}?per_page=2`));
  await call('GET', route('/count'), route('/count'), request('GET', route('/count')));
  await call('GET', route('/{id}'), route(`/${id}`), request('GET', route(`/${id}`)));
  await call('PUT', route('/{id}'), route(`/${id}`), request('PUT', route(`/${id}`), validBody(definition, ids)));
  const created = await call('POST', base, base, request('POST', base, validBody(definition, ids)));
  const extra = (created.body.data as Json).id as string;
  const [bulkSource] = definition.bulkUpdatable ?? [];
  await call(
    'PATCH',
    route('/bulk'),
    route('/bulk'),
    request('PATCH', route('/bulk'), { ids: [extra], data: bulkSource ? { [snakeCase(bulkSource)]: true } : {} }),
  );
  await call(
    'POST',
    route('/import'),
    route('/import'),
    request('POST', route('/import'), { rows: [{ data: validBody(definition, ids) }, { id, version: 999, data: {} }, { data: {} }] }),
  );
  await call(
    'GET',
    '/admin/export/{resource}',
    `export of ${definition.endpoint}`,
    request('GET', `/admin/export/${definition.endpoint}?format=json`),
  );
  if (definition.history !== false) {
    await call('GET', route('/{id}/versions'), route(`/${id}/versions`), request('GET', route(`/${id}/versions`)));
    await call('GET', route('/{id}/versions/{version}'), route(`/${id}/versions/1`), request('GET', route(`/${id}/versions/1`)));
    await call(
      'POST',
      route('/{id}/versions/{version}/restore'),
      route(`/${id}/versions/1/restore`),
      request('POST', route(`/${id}/versions/1/restore`)),
    );
  }
  await call('DELETE', route('/{id}'), route(`/${extra}`), request('DELETE', route(`/${extra}`)));
  if (definition.history !== false) {
    await call('GET', route('/deleted'), route('/deleted'), request('GET', route('/deleted')));
    await call(
      'POST',
      route('/deleted/{id}/restore'),
      route(`/deleted/${extra}/restore`),
      request('POST', route(`/deleted/${extra}/restore`)),
    );
  }
  await call('POST', route('/bulk-delete'), route('/bulk-delete'), request('POST', route('/bulk-delete'), { ids: [extra] }));
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(validator.version).toBe('3.1');
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has schemas that refuse what is not the resource (so that fitting them means something)', () => {
    const exercise = { $ref: '#/components/schemas/ExercisesItem' };
    expect(fits(exercise, { id: 'a' })).toMatch(/version/);
    expect(fits(exercise, { id: 'a', version: 1, name: 'not a map' })).toMatch(/name/);
    expect(fits({ $ref: '#/components/schemas/Error' }, { errors: {} })).toMatch(/message/);
  });

  it('names every route of the server, and no other', () => {
    const served = new Set(apiRoutesOf(server.app).map(({ route }) => route.replace(' /api/v1', ' ').replace(/:(\w+)/g, '{$1}')));
    expect(new Set(operations())).toEqual(served);
  });

  it("names every resource's routes, and offers its export", () => {
    for (const { endpoint } of server.context.definitions) {
      const base = `/admin/${endpoint}`;
      for (const path of [base, `${base}/count`, `${base}/{id}`, `${base}/bulk`, `${base}/bulk-delete`, `${base}/import`])
        expect(Object.keys(document.paths), path).toContain(path);
    }
    const exportRoute = document.paths['/admin/export/{resource}'].get;
    const resource = exportRoute.parameters?.find((parameter) => parameter.name === 'resource') as { schema: { enum: string[] } };
    expect(resource.schema.enum).toEqual(server.context.definitions.map((definition) => definition.endpoint));
  });

  it('has every route declare the schemas of its request and its answers', () => {
    const lacking = apiRoutesOf(server.app).flatMap(({ route, schema }) => {
      const [method, url] = route.split(' ');
      const missing = [
        // Every answer, its success and the errors it gives.
        !Object.keys(schema?.response ?? {}).some((status) => status.startsWith('2')) && 'a success answer',
        !Object.keys(schema?.response ?? {}).some((status) => status.startsWith('4')) && !url.endsWith('/openapi.json') && 'its errors',
        url.includes('/:') && !schema?.params && 'params',
        // A body where one is taken: every write but the restores (docs/versions.md), which send none.
        ['POST', 'PUT', 'PATCH'].includes(method) && !url.endsWith('/restore') && !schema?.body && 'body',
        // Every read says the query it takes, if only to refuse one.
        method === 'GET' && !url.includes('/me') && !url.endsWith('/openapi.json') && !schema?.querystring && 'querystring',
        // A versioned write says the version it is based on.
        ((/^(PUT|DELETE) \/api\/v1\/admin\/[a-z_]+\/:id$/.test(route) && !url.includes('saved-views')) ||
          url.endsWith('/versions/:version/restore')) &&
          !schema?.headers &&
          'the If-Match header',
      ].filter(Boolean);
      return missing.length > 0 ? [`${route}: ${missing.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
    // Each documented operation has those schemas too, as the document writes them.
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        if (['post', 'put', 'patch'].includes(method) && !path.endsWith('/restore'))
          expect(operation.requestBody, `${method} ${path}`).toBeDefined();
      }
  });

  it("fits the server's real answers on every route", { timeout: 120_000 }, async () => {
    for (const definition of server.context.definitions) await callResourceRoutes(definition);

    await call('POST', '/admin/media', '/admin/media', upload(server, staff.token, sampleFiles.webp));
    const view = await call(
      'POST',
      '/admin/saved-views',
      '/admin/saved-views',
      request('POST', '/admin/saved-views', { resource: 'exercises', name: 'Contract', state: { filter: {} } }),
    );
    const viewId = (view.body.data as Json).id as string;
    await call('GET', '/admin/saved-views', '/admin/saved-views', request('GET', '/admin/saved-views?resource=exercises'));
    await call(
      'PATCH',
      '/admin/saved-views/{id}',
      `/admin/saved-views/${viewId}`,
      request('PATCH', `/admin/saved-views/${viewId}`, { shared: true }),
    );
    await call('DELETE', '/admin/saved-views/{id}', `/admin/saved-views/${viewId}`, request('DELETE', `/admin/saved-views/${viewId}`));
    await call('POST', '/admin/live/tickets', '/admin/live/tickets', request('POST', '/admin/live/tickets'));
    const presence = { tab: 'contract-tab', resource: 'exercises', id: crypto.randomUUID(), view: 'details', language: 'en' };
    await call('POST', '/admin/live/presence', '/admin/live/presence', request('POST', '/admin/live/presence', presence));
    const unticketed = fetch(`${server.apiUrl}/live/stream?ticket=spent&tab=contract-tab`);
    await call(
      'GET',
      '/live/stream',
      '/live/stream',
      unticketed.then(async (response) => ({ status: response.status, body: await response.json() })),
    );

    const member = await createMemberSession(server);
    const asMember = (method: string, path: string, body?: unknown) =>
      fetch(server.apiUrl + path, {
        method,
        headers: { authorization: member.authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).then(async (response) => ({ status: response.status, body: response.status === 204 ? {} : await response.json() }));
    await call('GET', '/me/sessions', '/me/sessions', asMember('GET', '/me/sessions'));
    await call('GET', '/me/security-log', '/me/security-log', asMember('GET', '/me/security-log'));
    await call('GET', '/me/second-factor', '/me/second-factor', asMember('GET', '/me/second-factor'));
    const wrongPassword = { password: 'not the password' };
    await call(
      'POST',
      '/me/second-factor/enrolment',
      '/me/second-factor/enrolment',
      asMember('POST', '/me/second-factor/enrolment', wrongPassword),
    );
    await call('POST', '/me/second-factor', '/me/second-factor', asMember('POST', '/me/second-factor', { code: '000000' }));
    await call(
      'POST',
      '/me/second-factor/recovery-codes',
      '/me/second-factor/recovery-codes',
      asMember('POST', '/me/second-factor/recovery-codes', wrongPassword),
    );
    await call('DELETE', '/me/second-factor', '/me/second-factor', asMember('DELETE', '/me/second-factor', wrongPassword));
    await call(
      'PUT',
      '/me/password',
      '/me/password',
      asMember('PUT', '/me/password', {
        current_password: 'not the password',
        password: 'a new password 1',
        password_confirmation: 'a new password 1',
      }),
    );
    const unknownSession = '/me/sessions/00000000-0000-4000-8000-000000000000';
    await call('DELETE', '/me/sessions/{id}', unknownSession, asMember('DELETE', unknownSession));
    await call('DELETE', '/me/sessions', '/me/sessions', asMember('DELETE', '/me/sessions'));
    const open = (path: string, body: Json) => asMember('POST', path, body);
    await call('GET', '/me', '/me', asMember('GET', '/me'));
    await call('DELETE', '/me', '/me', asMember('DELETE', '/me', { password: 'not the password' }));
    await call('POST', '/password/forgot', '/password/forgot', open('/password/forgot', { email: member.email }));
    await call(
      'POST',
      '/password/reset/check',
      '/password/reset/check',
      open('/password/reset/check', { token: 'x'.repeat(40), email: member.email }),
    );
    await call(
      'POST',
      '/password/reset',
      '/password/reset',
      open('/password/reset', { token: 'x'.repeat(40), email: member.email, password: 'a new password 1' }),
    );
    const { oauthClient } = server.context.config;
    const form = new URLSearchParams({
      grant_type: 'password',
      client_id: oauthClient.id,
      client_secret: oauthClient.secret,
      username: member.email,
      password: member.password,
    });
    await call(
      'POST',
      '/oauth/token',
      '/oauth/token',
      fetch(`${server.apiUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      })),
    );
    await call(
      'POST',
      '/oauth/revoke',
      '/oauth/revoke',
      fetch(`${server.apiUrl}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: member.refreshToken, client_id: oauthClient.id, client_secret: oauthClient.secret }),
      }).then(async (response) => ({ status: response.status, body: { text: await response.text() } })),
    );
    await call(
      'GET',
      '/openapi.json',
      '/openapi.json',
      fetch(`${server.apiUrl}/openapi.json`).then(async (response) => ({ status: response.status, body: await response.json() })),
    );

    const served = await call(
      'GET',
      '/definitions',
      '/definitions',
      fetch(`${server.apiUrl}/definitions`).then(async (response) => ({ status: response.status, body: await response.json() })),
    );

    expect(served.body).toEqual({ fingerprint: definitionsFingerprint(server.context.definitions) });

    // Every operation of the document was called.
    expect(operations().filter((operation) => !checked.has(operation))).toEqual([]);
  });
});
