/**
 * Property-based fuzzing of every endpoint, generated from the resource definitions and the API's
 * routes: random malformed bodies, queries and headers never get a 5xx, every 4xx says why, and
 * a refused request changes nothing (rows or files). A fixed seed and a bounded number of runs
 * keep it repeatable and quick; FUZZ_SEED and FUZZ_RUNS widen a run by hand.
 */
import fc from 'fast-check';
import { definitions } from '../../resources';
import { demoClient } from '../config';
import { accountTablesSnapshot } from '../auth/session-client.test-support';
import { contentSnapshot, sampleFiles, staffClient, uploaded, type StaffClient } from '../items/test-data.test-support';
import { startTestServer, type TestServer } from '../testing.test-support';
import {
  anyText,
  anyValue,
  contentType,
  deeplyNested,
  encodedBody,
  extremeValidBody,
  invalidBody,
  listQuery,
  validBody,
  type KnownIds,
} from './inputs.test-support';

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const runs = Number(process.env.FUZZ_RUNS ?? 25);
const settings = (numRuns = runs): fc.Parameters<unknown> => ({ seed, numRuns, endOnFailure: true });

let server: TestServer;
let staff: StaffClient;
let ids: KnownIds;

interface Sent {
  method: string;
  path: string;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Send the staff member's access token. */
  signedIn?: boolean;
}

async function send({ method, path, body, headers = {}, signedIn = true }: Sent): Promise<{ status: number; text: string }> {
  unchangedSince = undefined;
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: { ...(signedIn ? { authorization: `Bearer ${staff.token}` } : {}), ...headers },
    body: body as BodyInit | undefined,
  });
  return { status: response.status, text: await response.text() };
}

/**
 * The snapshot the last refused probe ended on, while no other request has been sent since: the
 * next probe's "before", which spares reading everything twice between two refused requests.
 */
let unchangedSince: Snapshot | undefined;

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** Everything a request could change but the request counters (which count refused requests by design). */
async function snapshot() {
  const accounts = JSON.parse(await accountTablesSnapshot(server)) as Record<string, unknown>;
  delete accounts.auth_sign_in_attempts;
  delete accounts.auth_password_reset_requests;
  return { content: await contentSnapshot(server), accounts };
}

function expectAnswered(answer: { status: number; text: string }, request: Sent) {
  const what = `${request.method} ${request.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400) expect(JSON.parse(answer.text).message, what).toEqual(expect.any(String));
}

/** Sends the request and checks: no 5xx, a message on a 4xx, and (unless it may succeed) nothing changed. */
async function probe(request: Sent, options: { refused: boolean } = { refused: true }) {
  const before = unchangedSince ?? (await snapshot());
  const answer = await send(request);
  expectAnswered(answer, request);
  if (options.refused) {
    expect(
      answer.status,
      `${request.method} ${request.path} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
    ).toBeGreaterThanOrEqual(400);
    const after = await snapshot();
    expect(after).toEqual(before);
    unchangedSince = after;
  }
  return answer;
}

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  ids = {
    items: {},
    image: await uploaded(server, staff.token, sampleFiles.png),
    video: await uploaded(server, staff.token, sampleFiles.mp4),
  };
  // One item of each resource, created once what it refers to exists.
  let pending = [...definitions];
  while (pending.length > 0) {
    const ready = pending.filter((definition) =>
      definition.fields.every((field) => field.kind !== 'reference' || field.nullable || ids.items[field.reference]),
    );
    if (ready.length === 0) throw new Error('The definitions refer to each other in a circle');
    for (const definition of ready) ids.items[definition.name] = (await staff.create(definition.endpoint, validBody(definition, ids))).id;
    pending = pending.filter((definition) => !ready.includes(definition));
  }
}, 120_000);
afterAll(() => server?.close());

describe.each(definitions.map((definition) => [definition.endpoint, definition] as const))('%s', (_, definition) => {
  const base = `/admin/${definition.endpoint}`;
  const id = () => ids.items[definition.name];
  const itemPath = fc.oneof(
    { weight: 3, arbitrary: fc.constant('real') },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.uuid(),
        anyText.filter((text) => text.length < 2_000),
      ),
    },
  );

  it('refuses malformed creates, updates and bulk updates and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom('POST', 'PUT', 'PATCH')
          .chain((method) =>
            fc.tuple(
              fc.constant(method),
              encodedBody(
                method === 'PATCH' ? invalidBody(definition, ids).map((data) => ({ ids: [id()], data })) : invalidBody(definition, ids),
              ),
            ),
          ),
        contentType,
        itemPath,
        async ([method, body], type, target) => {
          const item = target === 'real' ? id() : encodeURIComponent(target.replace(/[\uD800-\uDFFF]/g, '?')) || 'x';
          const path = method === 'POST' ? base : method === 'PATCH' ? `${base}/bulk` : `${base}/${item}`;
          await probe({ method, path, body, headers: { 'content-type': type } });
        },
      ),
      settings(),
    );
  });

  it('refuses malformed deletes and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            method: fc.constant('DELETE'),
            path: fc
              .oneof(
                anyText.filter((text) => text.length < 2_000),
                fc.uuid(),
              )
              .map((target) => `${base}/${encodeURIComponent(target.replace(/[\uD800-\uDFFF]/g, '?')) || 'x'}`),
          }),
          fc.record({
            method: fc.constant('POST'),
            path: fc.constant(`${base}/bulk-delete`),
            body: encodedBody(fc.oneof(anyValue, fc.record({ ids: anyValue }), fc.record({ ids: fc.array(anyText, { maxLength: 3 }) }))),
          }),
        ),
        contentType,
        async (request, type) => {
          const answer = await probe({ ...request, headers: { 'content-type': type } }, { refused: false });
          if (answer.status < 400) expect(JSON.parse(answer.text || '{"data":{"deleted":0}}').data.deleted).toBe(0);
        },
      ),
      settings(),
    );
  });

  it('answers any list or export query without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(listQuery(definition), fc.constantFrom('list', 'export', 'item'), async (query, kind) => {
        const path =
          kind === 'list'
            ? `${base}?${query}`
            : kind === 'export'
              ? `/admin/export/${definition.endpoint}?${query}`
              : `${base}/${id()}?${query}`;
        await probe({ method: 'GET', path }, { refused: false });
      }),
      settings(),
    );
  });

  it('stores the longest texts of the strangest characters and finds and sorts them', async () => {
    await fc.assert(
      fc.asyncProperty(extremeValidBody(definition, ids), async (body) => {
        const created = await probe(
          { method: 'POST', path: base, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
          { refused: false },
        );
        expect(created.status).toBe(201);
        const text = Object.values(body).find((value) => typeof value === 'string' && value.length > 100) as string | undefined;
        const search = new URLSearchParams({ search: text?.slice(0, 3_000) ?? 'x' });
        for (const column of definition.list.sortable) {
          const answer = await probe(
            { method: 'GET', path: `${base}?${search}&column=${column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` },
            { refused: false },
          );
          expect(answer.status).toBe(200);
        }
      }),
      settings(4),
    );
  });
});

describe('saved views', () => {
  const view = (fields: { name: fc.Arbitrary<unknown>; state: fc.Arbitrary<unknown> }) =>
    fc.record({ resource: fc.oneof({ weight: 4, arbitrary: fc.constant('exercises') }, { weight: 1, arbitrary: anyText }), ...fields });
  const badViews = fc.oneof(
    anyValue,
    view({ name: anyText.filter((text) => !/^[\s\w]{1,80}$/.test(text)), state: fc.constant({ filter: {} }) }),
    view({
      name: fc.constant('Fuzzed'),
      state: fc.oneof(anyValue, fc.record({ filter: fc.dictionary(anyText, anyValue, { maxKeys: 3 }) })),
    }),
  );
  let viewId: string;
  const savedViews = async () => (await server.context.db.query('select * from saved_views order by id')).rows;
  beforeAll(async () => {
    const created = await send({
      method: 'POST',
      path: '/admin/saved-views',
      body: JSON.stringify({ resource: 'exercises', name: 'The fuzzed view', state: { filter: {} } }),
      headers: { 'content-type': 'application/json' },
    });
    viewId = (JSON.parse(created.text) as { data: { id: string } }).data.id;
  });

  it('refuses malformed saved views and changes to them, and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'PATCH'), encodedBody(badViews), contentType, async (method, body, type) => {
        const path = method === 'POST' ? '/admin/saved-views' : `/admin/saved-views/${viewId}`;
        const request = { method, path, body, headers: { 'content-type': type } };
        const before = await savedViews();
        const answer = await send(request);
        expectAnswered(answer, request);
        // A filter of well-formed text is a view like any other; a refused one changed nothing.
        if (answer.status >= 400) expect(await savedViews()).toEqual(before);
        else if (method === 'POST') await send({ method: 'DELETE', path: `/admin/saved-views/${JSON.parse(answer.text).data.id}` });
      }),
      settings(40),
    );
  });

  it('answers any saved-views query without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyText.filter((text) => text.length < 2_000),
        async (resource) => {
          await probe(
            { method: 'GET', path: `/admin/saved-views?resource=${encodeURIComponent(resource.replace(/[\uD800-\uDFFF]/g, '?'))}` },
            { refused: false },
          );
        },
      ),
      settings(),
    );
  });
});

describe('session and account routes', () => {
  const oauthKeys = ['grant_type', 'client_id', 'client_secret', 'username', 'password', 'refresh_token', 'scope'];
  const oauthValue = fc.oneof(anyText, anyValue, fc.constantFrom('password', 'refresh_token', demoClient.id, demoClient.secret));

  it('refuses malformed token requests without a 5xx, and signs nobody in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...oauthKeys), oauthValue, { maxKeys: 7 }),
        fc.constantFrom('json', 'form'),
        async (fields, encoding) => {
          const body =
            encoding === 'json'
              ? JSON.stringify(fields)
              : Object.entries(fields)
                  .map(
                    ([key, value]) =>
                      `${key}=${encodeURIComponent(String(typeof value === 'string' ? value.replace(/[\uD800-\uDFFF]/g, '?') : JSON.stringify(value)))}`,
                  )
                  .join('&');
          const type = encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
          await probe({ method: 'POST', path: '/oauth/token', body, headers: { 'content-type': type }, signedIn: false });
        },
      ),
      settings(60),
    );
  });

  it('refuses malformed password requests without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/password/forgot', '/password/reset'),
        encodedBody(fc.oneof(anyValue, fc.record({ email: anyText }), fc.record({ token: anyValue, email: anyText, password: anyText }))),
        contentType,
        async (path, body, type) => {
          // A well-formed unknown address is answered 200 like a known one; nothing may change either way.
          const answer = await probe(
            { method: 'POST', path, body, headers: { 'content-type': type }, signedIn: false },
            { refused: false },
          );
          if (answer.status < 400) expect(path).toBe('/password/forgot');
        },
      ),
      settings(60),
    );
    expect((await send({ method: 'GET', path: '/me' })).status).toBe(200);
  });

  // One test per kind of request, so that each has the test's time limit to itself: the account
  // deletion's password check is slow on a loaded machine.
  const header = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 200 });
  const accountRequests: Record<string, fc.Arbitrary<Omit<Sent, 'headers' | 'signedIn'> & { authorization?: string }>> = {
    'malformed account deletions': fc.record({
      method: fc.constant('DELETE'),
      path: fc.constant('/me'),
      body: encodedBody(fc.oneof(anyValue, fc.record({ password: anyText.filter((text) => text !== 'a-test-password') }))),
    }),
    'malformed tokens reading the account': fc.record({
      method: fc.constant('GET'),
      path: fc.constant('/me'),
      authorization: header.map((value) => `Bearer ${value}`),
    }),
    'malformed media uploads': fc.record({ method: fc.constant('POST'), path: fc.constant('/admin/media'), body: encodedBody(anyValue) }),
    'malformed authorization headers on a list': fc.record({
      method: fc.constant('GET'),
      path: fc.constant('/admin/authors'),
      authorization: header,
    }),
  };

  it.each(Object.entries(accountRequests))('refuses %s without a 5xx', async (_, requests) => {
    await fc.assert(
      fc.asyncProperty(requests, contentType, async (request, type) => {
        const { authorization, ...rest } = request;
        const headers: Record<string, string> = { 'content-type': type };
        if (authorization !== undefined) headers.authorization = authorization;
        await probe({ ...rest, headers, signedIn: authorization === undefined }, { refused: rest.method !== 'GET' });
      }),
      settings(20),
    );
  });

  it('refuses deeply nested bodies everywhere', async () => {
    await fc.assert(
      fc.asyncProperty(
        deeplyNested,
        fc.constantFrom(
          ...definitions.map((definition) => `/admin/${definition.endpoint}`),
          '/password/forgot',
          '/oauth/token',
          '/admin/media',
          '/admin/saved-views',
        ),
        async (value, path) => {
          await probe({ method: 'POST', path, body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
        },
      ),
      settings(10),
    );
  });
});
