/**
 * For tests that are not about versions: a write that names no version is given the one the
 * item has now, as a client that had just read it would send (`If-Match` on PUT, DELETE and a
 * restore of a version; `versions` beside `ids` in a bulk body). An item that cannot be read gets
 * version 0, so that the server's own answer (404, 422) still shows.
 */
const itemWrite = /^\/admin\/([a-z_]+)\/([^/?]+)(?:\/versions\/\d+\/restore)?$/;
const bulkWrite = /^\/admin\/([a-z_]+)\/(?:bulk|bulk-delete)$/;

export interface VersionedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

const hasHeader = (headers: Record<string, string>, name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);

/** `read(path)` answers the ETag of `GET path`, or undefined when it is not 200. */
export async function withCurrentVersions(
  request: VersionedRequest,
  read: (path: string) => Promise<string | undefined>,
): Promise<VersionedRequest> {
  const method = request.method.toUpperCase();
  const item = request.path.match(itemWrite);
  const restore = request.path.endsWith('/restore') && method === 'POST';
  if (item && (method === 'PUT' || method === 'DELETE' || restore) && !hasHeader(request.headers, 'if-match')) {
    const etag = await read(`/admin/${item[1]}/${item[2]}`);
    return { ...request, headers: { ...request.headers, 'if-match': etag ?? '"0"' } };
  }
  const bulk = request.path.match(bulkWrite);
  const body = request.body as { ids?: unknown; versions?: unknown } | undefined;
  if (bulk && (method === 'PATCH' || method === 'POST') && body && Array.isArray(body.ids) && body.versions === undefined) {
    const versions = await Promise.all(
      body.ids.map(async (id) => {
        const etag = typeof id === 'string' ? await read(`/admin/${bulk[1]}/${encodeURIComponent(id)}`) : undefined;
        return etag ? Number(etag.replace(/"/g, '')) : 0;
      }),
    );
    return { ...request, body: { ...body, versions } };
  }
  return request;
}
