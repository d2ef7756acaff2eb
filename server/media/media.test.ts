import { startTestServer, type TestServer } from '../testing.test-support';
import { contentSnapshot, sampleFiles, staffClient, upload, type SampleFile, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;

const maxImageBytes = 2048;
const maxVideoBytes = 8192;

beforeAll(async () => {
  server = await startTestServer({ maxImageBytes, maxVideoBytes });
  staff = await staffClient(server);
});
afterAll(() => server?.close());

const padded = (file: SampleFile, size: number): SampleFile => ({
  ...file,
  bytes: Buffer.concat([file.bytes, Buffer.alloc(size - file.bytes.length, 7)]),
});

describe('uploading a file', () => {
  it.each(Object.entries(sampleFiles))('stores a %s and serves it back at its url', async (_, file) => {
    const answer = await upload(server, staff.token, file);
    expect(answer.status).toBe(201);
    const media = (answer.body as any).data;
    expect(media).toEqual({
      id: expect.any(String),
      uuid: expect.any(String),
      name: file.name.replace(/\.[^.]+$/, ''),
      file_name: file.name,
      mime_type: file.type,
      size: file.bytes.length,
      url: `${server.baseUrl}/media/${media.id}/${file.name}`,
    });
    const download = await fetch(media.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain(file.type);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(file.bytes);
  });

  it('takes files up to the limit of their kind', async () => {
    expect((await upload(server, staff.token, padded(sampleFiles.png, maxImageBytes))).status).toBe(201);
    expect((await upload(server, staff.token, padded(sampleFiles.mp4, maxVideoBytes))).status).toBe(201);
  });

  it('names the stored file by its checked type, whatever the upload was called', async () => {
    const answer = await upload(server, staff.token, { ...sampleFiles.png, name: '../../../etc/<script>Evil page.html' });
    const media = (answer.body as any).data;
    expect(media.file_name).toBe('script-Evil page.png');
    const download = await fetch(media.url);
    expect(download.headers.get('content-type')).toContain('image/png');
  });
});

describe('refused uploads leave nothing behind', () => {
  const text: SampleFile = { type: 'text/plain', name: 'notes.txt', bytes: Buffer.from('hello') };
  const cases: [string, () => Promise<{ status: number; body: any }>, number][] = [
    ['a text file', () => upload(server, staff.token, text), 422],
    ['an SVG image', () => upload(server, staff.token, { type: 'image/svg+xml', name: 'x.svg', bytes: Buffer.from('<svg/>') }), 422],
    [
      'HTML declared as PNG',
      () => upload(server, staff.token, { ...sampleFiles.png, bytes: Buffer.from('<html><script>alert(1)</script></html>') }),
      422,
    ],
    ['a PNG declared as a video', () => upload(server, staff.token, { ...sampleFiles.png, type: 'video/mp4' }), 422],
    ['a video declared as an image', () => upload(server, staff.token, { ...sampleFiles.webm, type: 'image/gif' }), 422],
    ['an empty file', () => upload(server, staff.token, { ...sampleFiles.png, bytes: Buffer.alloc(0) }), 422],
    ['a file shorter than a signature', () => upload(server, staff.token, { ...sampleFiles.png, bytes: Buffer.from([0x89, 0x50]) }), 422],
    ['an image over the image limit', () => upload(server, staff.token, padded(sampleFiles.jpeg, maxImageBytes + 1)), 413],
    ['a video over the video limit', () => upload(server, staff.token, padded(sampleFiles.mov, maxVideoBytes + 1)), 413],
    ['a video far over every limit', () => upload(server, staff.token, padded(sampleFiles.mp4, maxVideoBytes * 20)), 413],
    ['the file in another field', () => upload(server, staff.token, sampleFiles.png, 'picture'), 422],
    ['JSON instead of multipart', () => staff.request('POST', '/admin/media', { file: 'x' }), 422],
    ['no body', () => staff.request('POST', '/admin/media'), 422],
    [
      'a multipart body with fields only',
      async () => {
        const form = new FormData();
        form.append('name', 'no file here');
        const response = await fetch(`${server.apiUrl}/admin/media`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staff.token}` },
          body: form,
        });
        return { status: response.status, body: await response.json() };
      },
      422,
    ],
    [
      'a cut-short multipart body',
      async () => {
        const body =
          '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000';
        const response = await fetch(`${server.apiUrl}/admin/media`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'multipart/form-data; boundary=XYZ' },
          body,
        });
        return { status: response.status, body: await response.json() };
      },
      400,
    ],
    [
      'multipart without a boundary',
      async () => {
        const response = await fetch(`${server.apiUrl}/admin/media`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'multipart/form-data' },
          body: 'whatever',
        });
        return { status: response.status, body: await response.json() };
      },
      400,
    ],
  ];

  it.each(cases)('%s', async (_, send, status) => {
    const before = await contentSnapshot(server);
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('says which limit a file broke', async () => {
    const answer = await upload(server, staff.token, padded(sampleFiles.gif, maxImageBytes + 1));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: 'The file is larger than the 2 KB allowed',
      errors: { file: ['The file is larger than the 2 KB allowed'] },
    });
  });
});
