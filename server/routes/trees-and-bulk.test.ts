import { startTestServer, type TestServer } from '../testing.test-support';
import { bodies, contentSnapshot, sampleFiles, staffClient, translated, uploaded, type StaffClient } from '../items/test-data.test-support';

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server?.close());
import { embedded, mediaShape } from './item-shapes.test-support';

describe('knowledge videos', () => {
  it('embeds the author with its picture, names the category and clears a deleted author', async () => {
    const pictureId = await uploaded(server, staff.token, sampleFiles.png);
    const author = await staff.create('authors', { ...bodies.author('Alex'), author_picture_id: pictureId });
    const videoId = await uploaded(server, staff.token, sampleFiles.webm);
    const thumbnailId = await uploaded(server, staff.token, sampleFiles.png);
    const video = await staff.create('knowledge_videos', {
      title: translated('Sleep well'),
      description: translated('Why sleep matters'),
      category: 'pro_life',
      category_name: 'ignored on write',
      premium: true,
      author_id: author.id,
      knowledge_video_id: videoId,
      thumbnail_id: thumbnailId,
    });
    expect(video).toEqual({
      id: expect.any(String),
      version: 1,
      title: translated('Sleep well'),
      description: translated('Why sleep matters'),
      category: 'pro_life',
      category_name: 'Pro life',
      premium: true,
      author: { id: author.id, first_name: 'Alex', last_name: 'Alex Lovelace', author_picture: author.author_picture },
      knowledge_video: mediaShape(server.baseUrl, videoId, 'drill.webm', 'video/webm'),
      thumbnail: mediaShape(server.baseUrl, thumbnailId, 'pitch.png', 'image/png'),
      created_at: expect.any(String),
    });
    expect((await staff.request('DELETE', `/admin/authors/${author.id}`)).status).toBe(204);
    expect(((await staff.request('GET', `/admin/knowledge_videos/${video.id}`)).body as any).data.author).toBeNull();
  });

  it('requires the video and the thumbnail', async () => {
    const answer = await staff.request('POST', '/admin/knowledge_videos', {
      title: translated('No files'),
      description: translated('None'),
      category: 'sleep',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as any).errors).sort()).toEqual(['knowledge_video_id', 'thumbnail_id']);
  });
});

describe('referrals', () => {
  it('embeds the parent, the children and the equipment (without its references)', async () => {
    const iconId = await uploaded(server, staff.token, sampleFiles.png);
    const ball = await staff.create('equipment', { ...bodies.equipment('Referral ball'), icon_id: iconId });
    const parent = await staff.create('referrals', bodies.referral('Federation', { country: 'NL' }));
    const child = await staff.create(
      'referrals',
      bodies.referral('Local club', { parent_id: parent.id, country: 'BE', equipment_id: ball.id }),
    );
    expect(child.parent).toEqual({ id: parent.id, name: translated('Federation') });
    expect(child.equipment).toEqual(embedded(ball));
    expect(child.children).toEqual([]);
    const reread = (await staff.request('GET', `/admin/referrals/${parent.id}`)).body as any;
    expect(reread.data.children).toEqual([
      { id: child.id, name: translated('Local club'), description: translated('Local club description'), country: 'BE' },
    ]);
    expect(reread.data.parent).toBeNull();
  });

  it('refuses a parent that would make a cycle', async () => {
    const top = await staff.create('referrals', bodies.referral('Top'));
    const middle = await staff.create('referrals', bodies.referral('Middle', { parent_id: top.id }));
    const bottom = await staff.create('referrals', bodies.referral('Bottom', { parent_id: middle.id }));
    const before = await contentSnapshot(server);
    for (const parentId of [top.id, bottom.id]) {
      const answer = await staff.request('PUT', `/admin/referrals/${top.id}`, { parent_id: parentId });
      expect(answer.status).toBe(422);
      expect(Object.keys((answer.body as any).errors)).toEqual(['parent_id']);
    }
    expect(await contentSnapshot(server)).toEqual(before);
    expect((await staff.request('PUT', `/admin/referrals/${bottom.id}`, { parent_id: top.id })).status).toBe(200);
  });

  it('lists the parents an item may take: not itself nor anything under it (not_under)', async () => {
    const root = await staff.create('referrals', bodies.referral('Treeroot'));
    const branch = await staff.create('referrals', bodies.referral('Treebranch', { parent_id: root.id }));
    const leaf = await staff.create('referrals', bodies.referral('Treeleaf', { parent_id: branch.id }));
    const other = await staff.create('referrals', bodies.referral('Treeother'));
    const ids = async (query: string) =>
      ((await staff.request('GET', `/admin/referrals?search=tree&per_page=100${query}`)).body as any).data
        .map((item: any) => item.id)
        .sort();
    expect(await ids(`&not_under=${branch.id}`)).toEqual([root.id, other.id].sort());
    expect(await ids(`&not_under=${root.id}`)).toEqual([other.id]);
    expect(await ids(`&not_under=${leaf.id}`)).toEqual([root.id, branch.id, other.id].sort());
    expect((await staff.request('GET', '/admin/referrals?not_under=nope')).status).toBe(422);
    expect((await staff.request('GET', `/admin/equipment?not_under=${root.id}`)).status).toBe(422);
  });

  it('refuses a country that is not an ISO code', async () => {
    const answer = await staff.request('POST', '/admin/referrals', bodies.referral('Nowhere', { country: 'XX' }));
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as any).errors)).toEqual(['country']);
  });
});

describe('bulk endpoints', () => {
  it('updates the bulk-updatable fields of several items and answers them in order', async () => {
    const first = await staff.create('exercises', bodies.exercise('Bulk one'));
    const second = await staff.create('exercises', bodies.exercise('Bulk two'));
    const answer = await staff.request('PATCH', '/admin/exercises/bulk', {
      ids: [second.id, first.id],
      data: { premium: true, gym_access_required: true },
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        data: [
          { ...second, premium: true, gym_access_required: true, version: 2 },
          { ...first, premium: true, gym_access_required: true, version: 2 },
        ],
      },
    });
  });

  it('refuses fields outside the bulk-updatable ones and unknown ids, changing nothing', async () => {
    const item = await staff.create('exercises', bodies.exercise('Bulk three'));
    const before = await contentSnapshot(server);
    const notBulk = await staff.request('PATCH', '/admin/exercises/bulk', { ids: [item.id], data: { reps: 3, premium: true } });
    expect(notBulk).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { 'data.reps': ['Cannot be changed here'] } },
    });
    const badValue = await staff.request('PATCH', '/admin/exercises/bulk', { ids: [item.id], data: { premium: 'yes' } });
    expect((badValue.body as any).errors).toEqual({ 'data.premium': ['Must be true or false'] });
    const unknown = await staff.request('PATCH', '/admin/exercises/bulk', {
      ids: [item.id, '00000000-0000-4000-8000-000000000000'],
      data: { premium: true },
    });
    expect((unknown.body as any).errors).toEqual({ 'ids.1': ['No such exercise'] });
    expect(await contentSnapshot(server)).toEqual(before);
  });

  it('deletes several items at once, or none when one is unknown', async () => {
    const injuries = [await staff.create('injuries', bodies.injury('Hip')), await staff.create('injuries', bodies.injury('Wrist'))];
    const exercise = await staff.create('exercises', bodies.exercise('Bulk four', { injury_ids: injuries.map((injury) => injury.id) }));
    const before = await contentSnapshot(server);
    const refused = await staff.request('POST', '/admin/injuries/bulk-delete', {
      ids: [injuries[0].id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(refused.status).toBe(422);
    expect(await contentSnapshot(server)).toEqual(before);

    const answer = await staff.request('POST', '/admin/injuries/bulk-delete', { ids: injuries.map((injury) => injury.id) });
    expect(answer).toEqual({ status: 200, body: { data: { deleted: 2 } } });
    expect(((await staff.request('GET', `/admin/exercises/${exercise.id}`)).body as any).data.injuries).toEqual([]);
  });
});
