/**
 * What the content tests share: a signed-in staff client of a running test server, item bodies
 * in every language, and a snapshot of everything content writes (rows and stored files), so a
 * refused request can be shown to have changed nothing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sessionClient, type Answer } from '../auth/session-client.test-support';
import { mediaDirectory } from '../media/files';
import { createStaffSession, type TestServer } from '../testing.test-support';
import { tableName } from './table';
import { historyTable } from '../history';
import { translated } from '../../resources/translated.test-support';

export { translated };

export interface StaffClient {
  token: string;
  /** A write that names no version sends the item's current one (current-versions.ts). */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** The request exactly as given: for tests of versions themselves. */
  requestAsIs(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** Creates an item and answers it as read; fails the test unless the server says 201. */
  create(endpoint: string, body: Record<string, unknown>): Promise<Record<string, any>>;
}

export async function staffClient(server: TestServer): Promise<StaffClient> {
  const { accessToken } = await createStaffSession(server);
  const client = sessionClient(server);
  const staff: StaffClient = {
    token: accessToken,
    request: (method, requestPath, body, headers) => client.request(method, requestPath, { body, token: accessToken, headers }),
    requestAsIs: (method, requestPath, body, headers) =>
      client.request(method, requestPath, { body, token: accessToken, headers, asIs: true }),
    async create(endpoint, body) {
      const answer = await staff.request('POST', `/admin/${endpoint}`, body);
      if (answer.status !== 201) throw new Error(`create ${endpoint} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return (answer.body as { data: Record<string, any> }).data;
    },
  };
  return staff;
}

/** Minimal valid bodies, one per resource, built on the ids `refs` gives. */
export const bodies = {
  author: (name = 'Ada') => ({ first_name: name, last_name: `${name} Lovelace` }),
  equipment: (name = 'Ball') => ({ name: translated(name), description: translated(`${name} description`), link: null }),
  injury: (name = 'Knee') => ({ name: translated(name) }),
  exercise: (name = 'Squat', extra: Record<string, unknown> = {}) => ({
    name: translated(name),
    description: translated(`${name} description`),
    types: ['strength'],
    ...extra,
  }),
  knowledgeVideo: (name: string, files: { knowledge_video_id: string; thumbnail_id: string }) => ({
    title: translated(name),
    description: translated(`${name} description`),
    category: 'sleep',
    ...files,
  }),
  referral: (name = 'Club', extra: Record<string, unknown> = {}) => ({
    name: translated(name),
    description: translated(`${name} description`),
    link: 'https://club.example.test',
    ...extra,
  }),
};

/** Every content, history and media row, and every stored file: equal snapshots mean nothing changed (compared with toEqual, so a failure names what did). */
export async function contentSnapshot(server: TestServer): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  for (const definition of server.context.definitions) {
    snapshot[definition.endpoint] = (await server.context.db.query(`select * from ${tableName(definition)} order by id`)).rows;
  }
  snapshot.media = (await server.context.db.query('select * from media order by id')).rows;
  snapshot.history = (await server.context.db.query(`select * from ${historyTable} order by id`)).rows;
  snapshot.files = await listFiles(mediaDirectory(server.context));
  snapshot.incoming = await listFiles(path.join(server.context.config.dataDir, 'incoming'));
  return snapshot;
}

async function listFiles(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory, { recursive: true })).sort();
  } catch {
    return [];
  }
}

const head = (bytes: number[] | string) => (typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes));

/** The smallest files each accepted type is recognised by: its signature and some padding. */
export const sampleFiles = {
  png: {
    type: 'image/png',
    name: 'pitch.png',
    bytes: Buffer.concat([head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  },
  jpeg: { type: 'image/jpeg', name: 'coach.jpg', bytes: Buffer.concat([head([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]) },
  gif: { type: 'image/gif', name: 'goal.gif', bytes: Buffer.concat([head('GIF89a'), Buffer.alloc(64)]) },
  webp: { type: 'image/webp', name: 'ball.webp', bytes: Buffer.concat([head('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(64)]) },
  mp4: { type: 'video/mp4', name: 'drill.mp4', bytes: Buffer.concat([head([0, 0, 0, 0x18]), head('ftypisom'), Buffer.alloc(64)]) },
  webm: { type: 'video/webm', name: 'drill.webm', bytes: Buffer.concat([head([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]) },
  mov: { type: 'video/quicktime', name: 'drill.mov', bytes: Buffer.concat([head([0, 0, 0, 0x14]), head('ftypqt  '), Buffer.alloc(64)]) },
};

export interface SampleFile {
  type: string;
  name: string;
  bytes: Buffer;
}

/** `POST /admin/media` with one file in the field `field` (`file` unless told). */
export async function upload(server: TestServer, token: string, file: SampleFile, field = 'file'): Promise<Answer> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${server.apiUrl}/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** Uploads a sample file and answers its media id. */
export async function uploaded(server: TestServer, token: string, file: SampleFile): Promise<string> {
  const answer = await upload(server, token, file);
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: { id: string } }).data.id;
}
