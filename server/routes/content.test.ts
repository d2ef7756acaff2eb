import { sessionClient } from '../auth/session-client.test-support';
import { createMemberSession, startTestServer, type TestServer } from '../testing.test-support';
import { bodies, contentSnapshot, sampleFiles, staffClient, translated, uploaded, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server?.close());
import { embedded, mediaShape } from './item-shapes.test-support';

describe('who reaches the content', () => {
  it('answers 401 without a token and with a made-up one', async () => {
    const anonymous = sessionClient(server);
    expect(await anonymous.request('GET', '/admin/authors')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await anonymous.request('GET', '/admin/authors', { token: 'made-up' })).status).toBe(401);
    expect((await anonymous.request('POST', '/admin/authors', { body: bodies.author() })).status).toBe(401);
  });

  it('answers 403 to a member, for reads, writes, uploads and exports', async () => {
    const member = await createMemberSession(server);
    const client = sessionClient(server);
    for (const [method, path] of [
      ['GET', '/admin/exercises'],
      ['POST', '/admin/authors'],
      ['POST', '/admin/media'],
      ['GET', '/admin/export/authors?format=csv'],
    ]) {
      const answer = await client.request(method, path, { token: member.accessToken, body: method === 'POST' ? {} : undefined });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});

describe('authors', () => {
  it('creates, reads, updates and deletes an author with a picture', async () => {
    const pictureId = await uploaded(server, staff.token, sampleFiles.png);
    const created = await staff.request('POST', '/admin/authors', { ...bodies.author('Grace'), author_picture_id: pictureId });
    expect(created.status).toBe(201);
    const author = (created.body as any).data;
    expect(author).toEqual({
      id: expect.any(String),
      version: 1,
      first_name: 'Grace',
      last_name: 'Grace Lovelace',
      author_picture: mediaShape(server.baseUrl, pictureId, 'pitch.png', 'image/png'),
    });

    expect(await staff.request('GET', `/admin/authors/${author.id}`)).toEqual({ status: 200, body: { data: author } });

    const updated = await staff.request('PUT', `/admin/authors/${author.id}`, { last_name: 'Hopper', author_picture_id: null });
    expect(updated).toEqual({ status: 200, body: { data: { ...author, last_name: 'Hopper', author_picture: null, version: 2 } } });

    expect((await staff.request('DELETE', `/admin/authors/${author.id}`)).status).toBe(204);
    expect(await staff.request('GET', `/admin/authors/${author.id}`)).toEqual({ status: 404, body: { message: 'No such author.' } });
    expect((await staff.request('DELETE', `/admin/authors/${author.id}`)).status).toBe(404);
  });

  it('ignores the read-only and read-shape keys a client sends back', async () => {
    const author = await staff.create('authors', bodies.author('Echo'));
    const answer = await staff.request('PUT', `/admin/authors/${author.id}`, { ...author, id: 'something-else', first_name: 'Echoed' });
    expect(answer.status).toBe(200);
    expect((answer.body as any).data).toEqual({ ...author, first_name: 'Echoed', version: 2 });
  });
});

describe('equipment and injuries', () => {
  it('keeps every language and the creation time', async () => {
    const iconId = await uploaded(server, staff.token, sampleFiles.webp);
    const equipment = await staff.create('equipment', { ...bodies.equipment('Cone'), icon_id: iconId, link: 'https://cones.example.test' });
    expect(equipment).toEqual({
      id: expect.any(String),
      version: 1,
      name: translated('Cone'),
      description: translated('Cone description'),
      icon: mediaShape(server.baseUrl, iconId, 'ball.webp', 'image/webp'),
      link: 'https://cones.example.test',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const injury = await staff.create('injuries', bodies.injury('Ankle'));
    expect(injury).toEqual({ id: expect.any(String), version: 1, name: translated('Ankle'), created_at: expect.any(String) });
  });

  it('trims text and answers 422 with the dotted path of each bad language', async () => {
    const answer = await staff.request('POST', '/admin/equipment', {
      name: { ...translated('Hurdle'), en: '  ', fr: 3 },
      description: translated('Hurdle description'),
      link: 'http://not-secure.example.test',
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'name.en': ['Required'], 'name.fr': ['Must be a text'], link: ['Url must be https'] },
      },
    });
  });
});

describe('exercises', () => {
  it('embeds equipment and injuries in the order written, and takes the exercise fields', async () => {
    const ball = await staff.create('equipment', bodies.equipment('Ball'));
    const bench = await staff.create('equipment', bodies.equipment('Bench'));
    const knee = await staff.create('injuries', bodies.injury('Knee'));
    const videoId = await uploaded(server, staff.token, sampleFiles.mp4);
    const thumbnailId = await uploaded(server, staff.token, sampleFiles.jpeg);
    const exercise = await staff.create(
      'exercises',
      bodies.exercise('Bench press', {
        types: ['push', 'strength'],
        level: 'hard',
        reps: 8,
        duration: 3,
        rm_type: 'bench',
        rm_load: 72.5,
        premium: true,
        gym_access_required: true,
        reps_left_right: false,
        reps_left_right_alternating: false,
        video_id: videoId,
        thumbnail_id: thumbnailId,
        image_id: null,
        equipment_ids: [bench.id, ball.id, bench.id],
        injury_ids: [knee.id],
      }),
    );
    expect(exercise).toMatchObject({
      types: ['push', 'strength'],
      level: 'hard',
      reps: 8,
      duration: 3,
      rm_type: 'bench',
      rm_load: 72.5,
      premium: true,
      gym_access_required: true,
      video: mediaShape(server.baseUrl, videoId, 'drill.mp4', 'video/mp4'),
      thumbnail: mediaShape(server.baseUrl, thumbnailId, 'coach.jpg', 'image/jpeg'),
      image: null,
      equipment: [bench, ball].map(embedded),
      injuries: [embedded(knee)],
    });
  });

  it('fills what a create leaves out with empty values, and updates only what a PUT names', async () => {
    const exercise = await staff.create('exercises', bodies.exercise('Plank'));
    expect(exercise).toMatchObject({ level: null, reps: null, premium: false, equipment: [], injuries: [], video: null });
    const answer = await staff.request('PUT', `/admin/exercises/${exercise.id}`, { premium: true, reps: 3 });
    expect((answer.body as any).data).toEqual({ ...exercise, premium: true, reps: 3, version: 2 });
  });

  it('refuses unknown ids and files of the wrong kind, naming the field', async () => {
    const imageId = await uploaded(server, staff.token, sampleFiles.gif);
    const before = await contentSnapshot(server);
    const answer = await staff.request(
      'POST',
      '/admin/exercises',
      bodies.exercise('Lunge', { video_id: imageId, equipment_ids: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(answer).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { video_id: ['Must be a video'], equipment_ids: ['No such equipment: 00000000-0000-4000-8000-000000000000'] },
      },
    });
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('answers the messages of docs/spec.md §5 for each rule', async () => {
    const answer = await staff.request('POST', '/admin/exercises', {
      name: translated('Jump'),
      types: [],
      reps: 0,
      rm_load: 101,
      level: 'legendary',
      premium: 'yes',
      colour: 'red',
    });
    expect(answer.status).toBe(422);
    expect((answer.body as any).errors).toEqual({
      description: ['Required'],
      types: ['Required'],
      reps: ['Must be at least 1'],
      rm_load: ['Must be 100 or less'],
      level: ['Must be one of easy, moderate, hard'],
      premium: ['Must be true or false'],
      colour: ['Unknown field'],
    });
  });

  it('removes a deleted equipment from every exercise that lists it', async () => {
    const rope = await staff.create('equipment', bodies.equipment('Rope'));
    const mat = await staff.create('equipment', bodies.equipment('Mat'));
    const exercise = await staff.create('exercises', bodies.exercise('Climb', { equipment_ids: [rope.id, mat.id] }));
    expect((await staff.request('DELETE', `/admin/equipment/${rope.id}`)).status).toBe(204);
    const after = await staff.request('GET', `/admin/exercises/${exercise.id}`);
    expect((after.body as any).data.equipment).toEqual([embedded(mat)]);
    const { rows } = await server.context.db.query('select equipment_ids from exercises where id = $1', [exercise.id]);
    expect(rows[0].equipment_ids).toEqual([mat.id]);
  });
});
