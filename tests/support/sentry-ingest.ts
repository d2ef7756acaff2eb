/**
 * A stand-in for a Sentry ingest on 127.0.0.1, for tests: it accepts the envelopes the Sentry SDKs
 * send (browser and Node alike), answers the browser's CORS, keeps each envelope as it came and
 * parsed into its items, and listens on a free port until closed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  /** The item's JSON, or its text when it is not JSON. */
  payload: unknown;
}

export interface ReceivedEnvelope {
  /** The URL it was posted to (with the SDK's key in the query). */
  url: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole envelope as text, to look for what must never be in it. */
  raw: string;
}

/** An event as the SDKs send it; only the parts tests read. */
export interface SentryEvent {
  event_id?: string;
  type?: string;
  transaction?: string;
  message?: string;
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  user?: Record<string, unknown>;
  contexts?: Record<string, Record<string, unknown>>;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: Record<string, unknown>;
  [key: string]: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sentry's envelope format: a header line, then per item a header line and its payload (`length` bytes, or up to the line's end). */
export function parseEnvelope(body: Buffer, url: string): ReceivedEnvelope {
  let offset = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return slice;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line().toString('utf8').trim();
    if (headerLine === '') continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = line();
    }
    items.push({ header: itemHeader, payload: parseJson(payload.toString('utf8')) });
  }
  return { url, header, items, raw: body.toString('utf8') };
}

export interface SentryIngest {
  /** A DSN that points the SDKs here (project 1). */
  dsn: string;
  origin: string;
  envelopes: ReceivedEnvelope[];
  /** Every item of a type (`event`, `transaction`, …) received so far, in order. */
  items(type: string): SentryEvent[];
  close(): Promise<void>;
}

export async function startSentryIngest(): Promise<SentryIngest> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const isEnvelope = request.method === 'POST' && /^\/api\/\d+\/envelope\/?(\?|$)/.test(request.url ?? '');
      if (!isEnvelope) {
        response.writeHead(404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      try {
        envelopes.push(parseEnvelope(body, request.url ?? ''));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://publictestkey@127.0.0.1:${port}/1`,
    origin,
    envelopes,
    items: (type) =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.header.type === type).map((item) => item.payload as SentryEvent),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
