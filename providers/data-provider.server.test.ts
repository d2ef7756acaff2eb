/**
 * The dataProvider against the real reference server: the next-link walk of getList, the reads
 * and writes of every method, uploads, and the referral's parse check.
 */
import { PNG } from 'pngjs';
import { referrals } from '../resources/referrals/definition';
import { tableName } from '../server/items';
import type { TestServer } from '../server/testing.test-support';
import type { HttpError } from './http-error';
import { unreadableOf } from './record-shape';
import { sessionStorageKey } from './session';
import { createBrowserTabs } from './testing/browser-tabs.test-support';
import { providersFor, staffOnTestServer, type SentRequest, type StaffOnTestServer } from './testing/server-providers.test-support';

const translated = (text: string) => ({
  de: `${text} (de)`,
  en: text,
  es: `${text} (es)`,
  fr: `${text} (fr)`,
  nl: `${text} (nl)`,
  pt: `${text} (pt)`,
});

function pngFile(fileName = 'picture.png'): File {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(120);
  return new File([new Uint8Array(PNG.sync.write(png))], fileName, { type: 'image/png' });
}

/** The smallest thing the server takes for an MP4: an `ftyp` box. */
function mp4File(): File {
  const box = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2')]);
  return new File([box], 'clip.mp4', { type: 'video/mp4' });
}

const nextLinkOf = (request: SentRequest) => JSON.parse(request.answer!).links.next as string | null;

describe('the dataProvider against the reference server', () => {
  let server: TestServer;
  let signedIn: StaffOnTestServer['signedIn'];
  staffOnTestServer((started) => ({ server, signedIn } = started));

  /** A fresh dataProvider (nothing remembered) sharing the signed-in session. */
  function freshProviders() {
    const { storage } = createBrowserTabs().openTab();
    storage.setItem(sessionStorageKey, signedIn.tab.storage.getItem(sessionStorageKey)!);
    return providersFor(server, { storage });
  }

  describe('getList follows links.next', () => {
    const authorIds: string[] = [];
    const drillIds: string[] = [];

    beforeAll(async () => {
      const { dataProvider } = signedIn;
      for (let index = 0; index < 31; index += 1) {
        const { data } = await dataProvider.create('authors', {
          data: { firstName: `Walker ${index}`, lastName: `Pager ${String(index).padStart(2, '0')}`, authorPicture: null },
        });
        authorIds.push(data.id);
      }
      const { data: thumbnail } = await signedIn.httpClient.request<{ data: { id: string } }>('admin/media', {
        method: 'POST',
        body: (() => {
          const form = new FormData();
          form.append('file', pngFile());
          return form;
        })(),
      });
      for (let index = 0; index < 44; index += 1) {
        const matching = index % 2 === 0;
        const { data } = await dataProvider.create('exercises', {
          data: {
            name: translated(`Pager drill ${index}`),
            description: translated('A drill for paging'),
            types: matching ? ['push', 'strength'] : ['pull'],
            reps: 100 - index,
            thumbnail: matching ? { id: thumbnail.id } : null,
          },
        });
        if (matching) drillIds.push(data.id);
      }
    });

    it('walks 10 pages of a cursor resource, each request after the first exactly the previous links.next', async () => {
      const { dataProvider, recorder } = freshProviders();
      const sort = { field: 'lastName', order: 'ASC' as const };
      const seen: string[] = [];
      for (let page = 1; page <= 11; page += 1) {
        const result = await dataProvider.getList('authors', { pagination: { page, perPage: 3 }, sort, filter: { q: 'Pager' } });
        expect(result.total).toBeUndefined();
        expect(result.pageInfo).toEqual({ hasNextPage: page < 11, hasPreviousPage: page > 1 });
        seen.push(...result.data.map((author) => author.id));
      }
      expect(seen).toEqual(authorIds);

      const lists = recorder.sent.filter((request) => request.url.includes('/admin/authors'));
      expect(lists).toHaveLength(11);
      const first = new URL(lists[0].url);
      expect(first.pathname).toBe('/api/v1/admin/authors');
      expect(Object.fromEntries(first.searchParams)).toEqual({ search: 'Pager', column: 'last_name', direction: 'asc', per_page: '3' });
      for (let index = 1; index < lists.length; index += 1) {
        expect(lists[index].url).toBe(nextLinkOf(lists[index - 1]));
      }
      expect(nextLinkOf(lists[10])).toBeNull();
    });

    it('walks 10 pages of exercises with filters and a sort, with the total', async () => {
      const { dataProvider, recorder } = freshProviders();
      const params = {
        sort: { field: 'reps', order: 'DESC' as const },
        filter: { q: 'pager drill', types: 'push', thumbnail: true, video: false },
      };
      const seen: string[] = [];
      for (let page = 1; page <= 11; page += 1) {
        const result = await dataProvider.getList('exercises', { ...params, pagination: { page, perPage: 2 } });
        expect(result.total).toBe(22);
        expect(result.pageInfo).toEqual({ hasNextPage: page < 11, hasPreviousPage: page > 1 });
        seen.push(...result.data.map((exercise) => exercise.id));
      }
      expect(seen).toEqual(drillIds);

      const lists = recorder.sent.filter((request) => request.url.includes('/admin/exercises'));
      expect(lists).toHaveLength(11);
      expect(Object.fromEntries(new URL(lists[0].url).searchParams)).toEqual({
        search: 'pager drill',
        type: 'push',
        video: '0',
        thumbnail: '1',
        column: 'reps',
        direction: 'desc',
        per_page: '2',
      });
      for (let index = 1; index < lists.length; index += 1) {
        expect(lists[index].url).toBe(nextLinkOf(lists[index - 1]));
      }
    });

    it('asked for a page whose predecessor it has not seen, walks there from page 1', async () => {
      const { dataProvider, recorder } = freshProviders();
      const params = { sort: { field: 'lastName', order: 'DESC' as const }, filter: { search: 'Pager' } };
      const fourth = await dataProvider.getList('authors', { ...params, pagination: { page: 4, perPage: 5 } });
      expect(fourth.data.map((author) => author.id)).toEqual([...authorIds].reverse().slice(15, 20));
      const lists = recorder.sent.filter((request) => request.url.includes('/admin/authors'));
      expect(lists).toHaveLength(4);
      for (let index = 1; index < lists.length; index += 1) expect(lists[index].url).toBe(nextLinkOf(lists[index - 1]));

      // Page 5 then follows the remembered link of page 4 at once; another page size is another list.
      await dataProvider.getList('authors', { ...params, pagination: { page: 5, perPage: 5 } });
      expect(recorder.sent.filter((request) => request.url.includes('/admin/authors'))).toHaveLength(5);
      await dataProvider.getList('authors', { ...params, pagination: { page: 2, perPage: 6 } });
      expect(recorder.sent.filter((request) => request.url.includes('/admin/authors'))).toHaveLength(7);

      const beyond = await dataProvider.getList('authors', { ...params, pagination: { page: 9, perPage: 5 } });
      expect(beyond).toEqual({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    });
  });

  it('a refused list query names the filters refused as the list holds them: the search as q, a filter by its key', async () => {
    const { dataProvider } = freshProviders();
    const refusal = (filter: Record<string, unknown>) =>
      dataProvider.getList('exercises', { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter }).then(
        () => expect.fail('the list was answered'),
        (error: HttpError) => error,
      );

    const byParam = await refusal({ q: 'drill\u0000', type: 'nonexistent', video: true });
    expect(byParam.status).toBe(422);
    expect(Object.keys(byParam.fieldErrors).sort()).toEqual(['q', 'type']);
    expect(byParam.fieldErrors.type).toMatch(/^Must be one of push, pull/);

    // A filter given under its field's source (react-admin's own inputs) is named so.
    const bySource = await refusal({ search: 'drill', types: 'nonexistent' });
    expect(Object.keys(bySource.fieldErrors)).toEqual(['types']);
  });

  describe('reads and writes', () => {
    it('creates with uploads and references by id, reads write keys back, and updates the same record', async () => {
      const { dataProvider, recorder } = signedIn;
      const progress: string[] = [];
      const { data: author } = await dataProvider.create('authors', {
        data: { firstName: 'Ada', lastName: 'Coach', authorPicture: { rawFile: pngFile('ada.png'), src: 'blob:x', title: 'ada.png' } },
        meta: { onUploadProgress: (source: string, event: { loaded: number }) => progress.push(`${source}:${event.loaded}`) },
      });
      expect(author.authorPicture).toMatchObject({ id: expect.any(String), mimeType: 'image/png' });
      expect(progress).toEqual(['authorPicture:0', `authorPicture:${pngFile().size}`]);
      const authorWrite = JSON.parse(String(recorder.sent.at(-1)!.body));
      expect(authorWrite).toEqual({ first_name: 'Ada', last_name: 'Coach', author_picture_id: author.authorPicture.id });

      const { data: video } = await dataProvider.create('knowledge-videos', {
        data: {
          title: translated('Recovery basics'),
          description: translated('How to recover'),
          category: 'sleep',
          premium: true,
          author,
          knowledgeVideo: { rawFile: mp4File() },
          thumbnail: { rawFile: pngFile() },
        },
      });
      expect(video).toMatchObject({ authorId: author.id, author: { id: author.id, firstName: 'Ada' }, categoryName: 'Sleep' });

      const { data: read } = await dataProvider.getOne('knowledge-videos', { id: video.id });
      const { data: updated } = await dataProvider.update('knowledge-videos', {
        id: video.id,
        data: { ...read, title: translated('Recovery, the basics'), authorId: null },
        previousData: read,
      });
      const updateWrite = JSON.parse(String(recorder.sent.at(-1)!.body));
      expect(recorder.sent.at(-1)!.method).toBe('PUT');
      expect(Object.keys(updateWrite).sort()).toEqual(
        ['author_id', 'category', 'description', 'knowledge_video_id', 'premium', 'thumbnail_id', 'title'].sort(),
      );
      expect(updated).toMatchObject({ title: translated('Recovery, the basics'), author: null, authorId: null });
      expect(updated.knowledgeVideo.id).toBe(read.knowledgeVideo.id);
    });

    it('getMany, getManyReference, updateMany, deleteMany and delete', async () => {
      const { dataProvider } = signedIn;
      const equipment = await Promise.all(
        ['Cone', 'Ladder', 'Hurdle'].map(
          async (text) =>
            (await dataProvider.create('equipment', { data: { name: translated(text), description: translated(text) } })).data,
        ),
      );
      const { data: many } = await dataProvider.getMany('equipment', { ids: equipment.map((item) => item.id) });
      expect(many.map((item) => item.id).sort()).toEqual(equipment.map((item) => item.id).sort());

      const exercises = await Promise.all(
        [0, 1].map(async (index) => {
          const { data } = await dataProvider.create('exercises', {
            data: {
              name: translated(`Cone drill ${index}`),
              description: translated('Cones'),
              types: ['agility'],
              equipment: [equipment[0], equipment[1]],
            },
          });
          return data;
        }),
      );
      expect(exercises[0].equipmentIds.sort()).toEqual([equipment[0].id, equipment[1].id].sort());

      const { data: withCone, total } = await dataProvider.getManyReference('exercises', {
        target: 'equipmentIds',
        id: equipment[0].id,
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      });
      expect(total).toBe(2);
      expect(withCone.map((exercise) => exercise.id).sort()).toEqual(exercises.map((exercise) => exercise.id).sort());

      const ids = exercises.map((exercise) => exercise.id);
      await expect(dataProvider.updateMany('exercises', { ids, data: { premium: true } })).resolves.toEqual({ data: ids });
      const { data: premium } = await dataProvider.getMany('exercises', { ids });
      expect(premium.every((exercise) => exercise.premium === true)).toBe(true);

      await expect(dataProvider.deleteMany('exercises', { ids })).resolves.toEqual({ data: ids });
      await expect(dataProvider.delete('equipment', { id: equipment[2].id, previousData: equipment[2] })).resolves.toEqual({
        data: equipment[2],
      });
      const { data: left } = await dataProvider.getMany('equipment', { ids: equipment.map((item) => item.id) });
      expect(left.map((item) => item.id).sort()).toEqual([equipment[0].id, equipment[1].id].sort());
    });

    it('a 422 (or a 413, too large) lands on the form field: a file by its source, a reference by its write key', async () => {
      const { dataProvider } = signedIn;
      const failure = (await dataProvider
        .create('knowledge-videos', {
          data: {
            title: translated('No video'),
            description: translated('x'),
            category: 'tactic',
            authorId: '00000000-0000-4000-8000-000000000000',
            thumbnail: null,
          },
        })
        .catch((error: unknown) => error)) as HttpError;
      expect(failure.status).toBe(422);
      expect(Object.keys(failure.fieldErrors)).toEqual(expect.arrayContaining(['knowledgeVideo', 'thumbnail']));
      expect(failure.body?.errors).toEqual(failure.fieldErrors);

      const badUpload = (await dataProvider
        .create('authors', {
          data: {
            firstName: 'Bad',
            lastName: 'File',
            authorPicture: { rawFile: new File(['not an image'], 'notes.txt', { type: 'text/plain' }) },
          },
        })
        .catch((error: unknown) => error)) as HttpError;
      expect(badUpload.status).toBe(422);
      expect(Object.keys(badUpload.fieldErrors)).toEqual(['authorPicture']);

      const png = new Uint8Array(10 * 1024 * 1024 + 1);
      png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const tooLarge = (await dataProvider
        .create('authors', {
          data: { firstName: 'Large', lastName: 'File', authorPicture: { rawFile: new File([png], 'large.png', { type: 'image/png' }) } },
        })
        .catch((error: unknown) => error)) as HttpError;
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.fieldErrors).toEqual({ authorPicture: 'The file is larger than the 10 MB allowed' });
    });

    it('reads referrals with their references and children, and refuses one it cannot parse', async () => {
      const { dataProvider } = signedIn;
      const { data: cone } = await dataProvider.create('equipment', {
        data: { name: translated('Cone'), description: translated('Cone') },
      });
      const { data: parent } = await dataProvider.create('referrals', {
        data: {
          name: translated('Club'),
          description: translated('A club'),
          link: 'https://club.example.org',
          equipment: cone,
          country: 'NL',
        },
      });
      const { data: child } = await dataProvider.create('referrals', {
        data: {
          name: translated('Club BE'),
          description: translated('In Belgium'),
          link: 'https://club.example.be',
          parentId: parent.id,
          country: 'BE',
        },
      });
      expect(child).toMatchObject({ parent: { id: parent.id, name: translated('Club') }, parentId: parent.id, equipmentId: null });
      const { data: reread } = await dataProvider.getOne('referrals', { id: parent.id });
      expect(reread).toMatchObject({ equipmentId: cone.id, children: [{ id: child.id, country: 'BE' }] });

      const { data: other } = await dataProvider.create('referrals', {
        data: { name: translated('Other club'), description: translated('Elsewhere'), link: 'https://other.example.org', country: null },
      });
      // A country this admin does not know is shown as it came; a name that is no text map is unreadable.
      await server.context.db.query(`update ${tableName(referrals)} set country = 'ZZ' where id = $1`, [child.id]);
      expect((await dataProvider.getOne('referrals', { id: child.id })).data.country).toBe('ZZ');
      await server.context.db.query(`update ${tableName(referrals)} set name = '"Club BE"'::jsonb where id = $1`, [child.id]);
      await expect(dataProvider.getOne('referrals', { id: child.id })).rejects.toThrow('Could not parse referral');
      const { data: listed } = await dataProvider.getList('referrals', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'createdAt', order: 'ASC' },
        filter: {},
      });
      expect(listed.map((item) => [item.id, unreadableOf(item)?.message])).toEqual(
        expect.arrayContaining([
          [other.id, undefined],
          [child.id, 'Could not parse referral'],
          // The parent embeds the child, whose name it cannot read either.
          [parent.id, 'Could not parse referral'],
        ]),
      );
      expect(unreadableOf(listed.find((item) => item.id === child.id))?.problems).toEqual([expect.stringMatching(/^name: /)]);
    });
  });
});
