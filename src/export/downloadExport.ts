/**
 * Fetches `GET /admin/export/{endpoint}` as a stream: the HTTP client reads whole answers, so the
 * export goes through `fetch` with the session's own credentials (its bearer header, and one
 * renewal after a 401, as the client does), reporting bytes and rows as they arrive. Aborted by
 * the caller's signal or by the end of the session.
 */
import type { Credentials, QueryValue } from '../../providers/http-client';
import { snakeCase } from '../../resources/definition';
import { createRowCounter, type ExportFormat } from './exportRows';

export interface ExportProgress {
  bytes: number;
  rows: number;
  /** The rows the export holds, when the server says (`X-Total-Count`). */
  total?: number;
}

export interface ExportRequest {
  apiUrl: string;
  credentials: Credentials;
  endpoint: string;
  format: ExportFormat;
  /** The list's search, filters and sort, as the list sends them. */
  query: Record<string, QueryValue>;
  signal: AbortSignal;
  onProgress(progress: ExportProgress): void;
}

export interface ExportFile extends ExportProgress {
  blob: Blob;
  fileName: string;
}

/** Thrown when the server refuses the export; carries its `message`. */
export class ExportFailure extends Error {}

export function exportUrl(apiUrl: string, endpoint: string, format: ExportFormat, query: Record<string, QueryValue>): string {
  const url = new URL(`${apiUrl}/admin/export/${encodeURIComponent(endpoint)}`);
  url.searchParams.set('format', format);
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) url.searchParams.append(snakeCase(key), String(item));
    }
  }
  return url.href;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? disposition?.match(/filename=([^;]+)/)?.[1]?.trim();
}

async function failureOf(response: Response): Promise<ExportFailure> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  return new ExportFailure(typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`);
}

export async function downloadExport(request: ExportRequest): Promise<ExportFile> {
  const { credentials, format } = request;
  const url = exportUrl(request.apiUrl, request.endpoint, format, request.query);
  const signal = AbortSignal.any([request.signal, credentials.ended]);
  const send = (authorization: string | undefined) =>
    fetch(url, { headers: authorization ? { Authorization: authorization } : {}, signal });

  const authorization = await credentials.authorization();
  let response = await send(authorization);
  if (response.status === 401 && authorization) {
    await credentials.renew(authorization);
    response = await send(await credentials.authorization());
  }
  if (!response.ok || !response.body) throw await failureOf(response);

  const fileName = attachmentName(response.headers.get('content-disposition')) ?? `${request.endpoint}.${format}`;
  const reader = response.body.getReader();
  const counter = createRowCounter(format);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const announced = Number(response.headers.get('x-total-count') ?? Number.NaN);
  const progress: ExportProgress = { bytes: 0, rows: 0, ...(Number.isInteger(announced) ? { total: announced } : {}) };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.byteLength;
    progress.rows = counter.add(value);
    request.onProgress({ ...progress });
  }
  const type = response.headers.get('content-type') ?? (format === 'csv' ? 'text/csv' : 'application/json');
  return { ...progress, blob: new Blob(chunks, { type }), fileName };
}
