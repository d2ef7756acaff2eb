/**
 * A second reference profile for the tests: an HTTP proxy on 127.0.0.1 in front of the reference
 * server that makes it answer as a stock Laravel + Passport deployment does, written from
 * Laravel's and Passport's own code rather than from what this admin expects:
 *
 * - authors and injuries have auto-increment integer ids (mapped to the server's uuids both ways,
 *   in paths, `ids[]`, bodies and every embedded author and injury);
 * - a length-aware page carries the full `meta` of LengthAwarePaginator through an API resource
 *   (`current_page, from, last_page, links[], path, per_page, to, total`, the page buttons of its
 *   UrlWindow), a cursor page CursorPaginator's (`path, per_page, next_cursor, prev_cursor`) with
 *   `links.first` and `links.last` null;
 * - a 422's `message` is ValidationException::summarize's: the first message, then
 *   `(and N more errors)`;
 * - a refused refresh token is Passport 12's (league/oauth2-server 8): `401 invalid_request`;
 * - every item carries a key the admin does not know (`updated_at`, as an Eloquent model has),
 *   which a write ignores as a FormRequest's validated data would;
 * - it answers in English whatever `Accept-Language` asks (an app locale of `en`);
 * - one exercise (the first by name) has a category the admin does not know (`stretching`, as if
 *   added on the server later), kept here as the server would keep it.
 *
 * - there is no token revocation (`/oauth/revoke`), no list of devices, security log or second
 *   factor (`/me/*`): 404, as the spec's back end leaves its revoke endpoint empty;
 * - there is no live stream (`/live/*`, `/admin/live/*`, docs/live.md): 404;
 * - items carry no `version` and no ETag, writes name none, and there are no history routes
 *   (404): a write goes to the reference server with the item's current version, so the last
 *   write wins, as it does on a stock Laravel back end;
 * - there is no import route (404): an import goes through the ordinary create and update calls.
 *
 * Everything else (the admin's files, media) passes through untouched.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withCurrentVersions } from '../../server/items';

export interface LaravelProfile {
  url: string;
  close(): Promise<void>;
}

/** The category the profile's server knows and the admin does not. */
export const unknownCategory = 'stretching';

/** The extra key every item carries. */
export const extraKey = 'updated_at';

const integerEndpoints = new Set(['authors', 'injuries']);

/** Routes a stock Passport deployment has not: token revocation, the account's devices, log and second factor. */
const laravelLacks = (pathname: string) =>
  pathname === '/api/v1/oauth/revoke' ||
  pathname.startsWith('/api/v1/me/') ||
  pathname.startsWith('/api/v1/live/') ||
  pathname.startsWith('/api/v1/admin/live/');

type Json = unknown;
const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Integer ids in the order the uuids were first seen, both ways. */
class IntegerIds {
  private readonly byUuid = new Map<string, number>();
  private readonly byInteger = new Map<number, string>();

  toInteger(value: Json): Json {
    if (typeof value !== 'string') return value;
    let integer = this.byUuid.get(value);
    if (integer === undefined) {
      integer = this.byUuid.size + 1;
      this.byUuid.set(value, integer);
      this.byInteger.set(integer, value);
    }
    return integer;
  }

  /** An id the admin sends back; one never given out goes on as it is, for the server to refuse. */
  toUuid(value: Json): Json {
    const integer = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
    return integer === undefined ? value : (this.byInteger.get(integer) ?? value);
  }
}

/** LengthAwarePaginator's page buttons (UrlWindow with onEachSide 3, then linkCollection). */
function pageButtons(currentPage: number, lastPage: number, url: (page: number) => string) {
  const onEachSide = 3;
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  let parts: (number[] | '...')[];
  if (lastPage < onEachSide * 2 + 8) parts = [range(1, lastPage)];
  else {
    const window = onEachSide + 4;
    const start = range(1, 2);
    const finish = range(lastPage - 1, lastPage);
    if (currentPage <= window) parts = [range(1, window + onEachSide), '...', finish];
    else if (currentPage > lastPage - window) parts = [start, '...', range(lastPage - (window + (onEachSide - 1)), lastPage)];
    else parts = [start, '...', range(currentPage - onEachSide, currentPage + onEachSide), '...', finish];
  }
  return [
    { url: currentPage > 1 ? url(currentPage - 1) : null, label: '&laquo; Previous', active: false },
    ...parts.flatMap((part): { url: string | null; label: string; active: boolean }[] =>
      part === '...'
        ? [{ url: null, label: '...', active: false }]
        : part.map((page) => ({ url: url(page), label: String(page), active: page === currentPage })),
    ),
    { url: currentPage < lastPage ? url(currentPage + 1) : null, label: 'Next &raquo;', active: false },
  ];
}

/** A page of the reference server as Laravel's paginators through an API resource give it. */
function laravelPage(body: Record<string, Json>): Record<string, Json> {
  const meta = isObject(body.meta) ? body.meta : {};
  const links = isObject(body.links) ? body.links : {};
  if (typeof meta.total === 'number' && typeof meta.current_page === 'number' && typeof links.first === 'string') {
    const first = links.first;
    const url = (page: number) => {
      const link = new URL(first);
      link.searchParams.set('page', String(page));
      return link.href;
    };
    const lastPage = Number(meta.last_page);
    return {
      data: body.data,
      links: { first: url(1), last: url(lastPage), prev: links.prev ?? null, next: links.next ?? null },
      meta: {
        current_page: meta.current_page,
        from: meta.from ?? null,
        last_page: lastPage,
        links: pageButtons(meta.current_page, lastPage, url),
        path: meta.path,
        per_page: meta.per_page,
        to: meta.to ?? null,
        total: meta.total,
      },
    };
  }
  return {
    data: body.data,
    links: { first: null, last: null, prev: links.prev ?? null, next: links.next ?? null },
    meta: { path: meta.path, per_page: meta.per_page, next_cursor: meta.next_cursor ?? null, prev_cursor: meta.prev_cursor ?? null },
  };
}

/** ValidationException::summarize: the first message, and how many more there are. */
function summarize(errors: Record<string, Json>): string | undefined {
  const messages = Object.values(errors)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value) => typeof value === 'string');
  if (messages.length === 0) return undefined;
  const more = messages.length - 1;
  return more === 0 ? messages[0] : `${messages[0]} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** The API path below `/api/v1/admin/` split into its endpoint and the rest. */
function adminPath(pathname: string): { endpoint: string; rest: string[] } | undefined {
  const match = /^\/api\/v1\/admin\/([^/]+)(?:\/(.*))?$/.exec(pathname);
  return match ? { endpoint: match[1], rest: match[2] ? match[2].split('/') : [] } : undefined;
}

async function readBody(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const isJson = (headers: IncomingHttpHeaders) => /application\/json/i.test(String(headers['content-type'] ?? ''));

/** Starts the profile in front of the reference server at `upstream` (`http://127.0.0.1:port`). */
export async function startLaravelProfile(upstream: string): Promise<LaravelProfile> {
  const target = new URL(upstream);
  const ids = new IntegerIds();
  /** Exercise id → the categories it has that the admin does not know. */
  const unknownCategories = new Map<string, string[]>();
  let unknownCategoryChosen: Promise<void> | undefined;

  /** Rewrites the embedded authors and injuries of a value (and their write keys) to integers. */
  function integerRelations(value: Json): Json {
    if (Array.isArray(value)) return value.map(integerRelations);
    if (!isObject(value)) return value;
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === 'author' && isObject(item)) out[key] = { ...(integerRelations(item) as object), id: ids.toInteger(item.id) };
      else if (key === 'injuries' && Array.isArray(item))
        out[key] = item.map((injury) =>
          isObject(injury) ? { ...(integerRelations(injury) as object), id: ids.toInteger(injury.id) } : injury,
        );
      else if (key === 'author_id') out[key] = ids.toInteger(item);
      else if (key === 'injury_ids' && Array.isArray(item)) out[key] = item.map((id) => ids.toInteger(id));
      else out[key] = integerRelations(item);
    }
    return out;
  }

  /** One item of `endpoint` as the profile's server gives it. */
  function laravelItem(endpoint: string, item: Json): Json {
    if (!isObject(item)) return item;
    const out = integerRelations(item) as Record<string, Json>;
    if (integerEndpoints.has(endpoint)) out.id = ids.toInteger(item.id);
    const unknown = endpoint === 'exercises' && typeof item.id === 'string' ? unknownCategories.get(item.id) : undefined;
    if (unknown && Array.isArray(out.types)) out.types = [...out.types, ...unknown];
    out[extraKey] = item.created_at ?? new Date().toISOString();
    delete out.version;
    return out;
  }

  /** The uuids of a write's body, without the keys a FormRequest would not have validated. */
  function referenceBody(endpoint: string, id: string | undefined, body: Json): Json {
    if (!isObject(body)) return body;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(body)) {
      if (key === extraKey) continue;
      if (key === 'author_id') out[key] = ids.toUuid(value);
      else if (key === 'injury_ids' && Array.isArray(value)) out[key] = value.map((item) => ids.toUuid(item));
      else if (key === 'ids' && Array.isArray(value) && integerEndpoints.has(endpoint)) out[key] = value.map((item) => ids.toUuid(item));
      else if (key === 'data' && isObject(value)) out[key] = referenceBody(endpoint, undefined, value);
      else out[key] = value;
    }
    if (endpoint === 'exercises' && id && Array.isArray(out.types)) {
      const known = out.types.filter((type) => type !== unknownCategory);
      unknownCategories.set(id, out.types.length > known.length ? [unknownCategory] : []);
      out.types = known;
    }
    return out;
  }

  /** The first exercise by name gets the unknown category, once, with the first caller's token. */
  function chooseUnknownCategoryItem(headers: IncomingHttpHeaders): Promise<void> {
    unknownCategoryChosen ??= (async () => {
      const answer = await fetch(`${upstream}/api/v1/admin/exercises?column=name&direction=asc&per_page=1`, {
        headers: { authorization: String(headers.authorization), accept: 'application/json' },
      });
      const first = answer.ok ? ((await answer.json()) as { data: { id: string }[] }).data[0] : undefined;
      if (first) unknownCategories.set(first.id, [unknownCategory]);
      else unknownCategoryChosen = undefined;
    })();
    return unknownCategoryChosen;
  }

  function forward(
    request: IncomingMessage,
    path: string,
    body: Buffer | undefined,
    headers: IncomingHttpHeaders,
  ): Promise<IncomingMessage> {
    // A stock Laravel answers in its app locale, English: the admin's own texts stay in its language.
    const { 'accept-language': _language, ...sent } = headers;
    if (body) {
      sent['content-length'] = String(body.length);
      delete sent['transfer-encoding'];
    }
    return new Promise((resolve, reject) => {
      const outgoing = http.request({ host: target.hostname, port: target.port, method: request.method, path, headers: sent }, resolve);
      outgoing.once('error', reject);
      if (body) outgoing.end(body);
      else request.pipe(outgoing);
    });
  }

  function sendJson(response: ServerResponse, status: number, headers: IncomingHttpHeaders, body: Json) {
    const text = JSON.stringify(body);
    const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = headers;
    response.writeHead(status, { ...rest, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://profile');
    if (laravelLacks(url.pathname)) {
      await readBody(request);
      return sendJson(response, 404, {}, { message: `The route ${url.pathname.replace(/^\//, '')} could not be found.` });
    }
    const admin = adminPath(url.pathname);
    const isToken = url.pathname === '/api/v1/oauth/token' && request.method === 'POST';
    if (!admin && !isToken) {
      const answer = await forward(request, url.pathname + url.search, undefined, request.headers);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      return;
    }

    let body = await readBody(request);
    let path = url.pathname + url.search;
    let refreshGrant = false;
    if (isToken) refreshGrant = new URLSearchParams(body.toString()).get('grant_type') === 'refresh_token';
    if (admin) {
      const [id, ...after] = admin.rest;
      const uuid = id !== undefined && integerEndpoints.has(admin.endpoint) ? String(ids.toUuid(id)) : id;
      const query = new URLSearchParams(url.search);
      if (integerEndpoints.has(admin.endpoint)) {
        const wanted = query.getAll('ids[]');
        query.delete('ids[]');
        for (const item of wanted) query.append('ids[]', String(ids.toUuid(item)));
      }
      const search = query.toString();
      path = `/api/v1/admin/${[admin.endpoint, uuid, ...after].filter((part) => part !== undefined).join('/')}${search ? `?${search}` : ''}`;
      if (admin.endpoint === 'exercises' && request.headers.authorization) await chooseUnknownCategoryItem(request.headers);
      if (isJson(request.headers) && body.length > 0) {
        body = Buffer.from(JSON.stringify(referenceBody(admin.endpoint, uuid, JSON.parse(body.toString()))));
      }
    }

    let headers = request.headers;
    if (admin) {
      if (admin.rest.includes('versions') || admin.rest[0] === 'deleted' || admin.rest[0] === 'import') {
        return sendJson(response, 404, {}, { message: `The route ${url.pathname} could not be found.` });
      }
      const versioned = await withCurrentVersions(
        {
          method: request.method ?? 'GET',
          path: path.replace(/^\/api\/v1/, '').replace(/\?.*$/, ''),
          body: isJson(request.headers) && body.length > 0 ? JSON.parse(body.toString()) : undefined,
          headers: {},
        },
        async (itemPath) => {
          const answer = await fetch(`${upstream}/api/v1${itemPath}`, {
            headers: { authorization: String(request.headers.authorization), accept: 'application/json' },
          });
          await answer.arrayBuffer();
          return answer.ok ? (answer.headers.get('etag') ?? undefined) : undefined;
        },
      );
      headers = { ...request.headers, ...versioned.headers };
      if (versioned.body !== undefined) body = Buffer.from(JSON.stringify(versioned.body));
    }
    const answer = await forward(request, path, body, headers);
    const { etag: _etag, ...answerHeaders } = answer.headers;
    answer.headers = answerHeaders;
    const bytes = await readBody(answer);
    const status = answer.statusCode ?? 502;
    if (!isJson(answer.headers) || bytes.length === 0) {
      response.writeHead(status, answer.headers);
      response.end(bytes);
      return;
    }
    const parsed = JSON.parse(bytes.toString()) as Json;
    if (refreshGrant && status === 400) {
      return sendJson(response, 401, answer.headers, {
        error: 'invalid_request',
        error_description: 'The refresh token is invalid.',
        hint: 'Token has been revoked',
        message: 'The refresh token is invalid.',
      });
    }
    if (!admin || !isObject(parsed)) return sendJson(response, status, answer.headers, parsed);
    if (status === 422 && isObject(parsed.errors)) {
      return sendJson(response, status, answer.headers, { ...parsed, message: summarize(parsed.errors) ?? parsed.message });
    }
    if (status >= 200 && status < 300 && 'data' in parsed) {
      const data = Array.isArray(parsed.data)
        ? parsed.data.map((item) => laravelItem(admin.endpoint, item))
        : laravelItem(admin.endpoint, parsed.data);
      return sendJson(
        response,
        status,
        answer.headers,
        Array.isArray(parsed.data) && parsed.meta ? laravelPage({ ...parsed, data }) : { ...parsed, data },
      );
    }
    sendJson(response, status, answer.headers, parsed);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Laravel profile: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
