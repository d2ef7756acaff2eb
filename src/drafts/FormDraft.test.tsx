// jsdom has no IndexedDB: an in-memory implementation of the same API.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { RecordContextProvider, type AuthProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { injuries } from '../../resources/injuries/definition';
import { readFormValues, TestAdmin, TestForm } from '../builders/testing/TestAdmin.test-support';
import { readDraft, saveDraft } from './draftStore';
import { FormDraft } from './FormDraft';

/** The stored draft's read, held until the test lets it finish: what a slow IndexedDB does. */
const storedRead = vi.hoisted(() => {
  let finish = () => undefined as void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return { finished, finish: () => finish() };
});

vi.mock('./draftStore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./draftStore')>();
  return {
    ...actual,
    readDraft: async (...args: Parameters<typeof actual.readDraft>) => {
      await storedRead.finished;
      return actual.readDraft(...args);
    },
  };
});

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'staff-1' }),
};

/** Types a new English name soon after the form is there (once react-admin's form has taken the record's values). */
function TypesAtOnce() {
  const { setValue } = useFormContext();
  useEffect(() => {
    const typing = setTimeout(() => setValue('name.en', 'Typed at once', { shouldDirty: true }), 100);
    return () => clearTimeout(typing);
  }, [setValue]);
  return null;
}

describe('FormDraft', () => {
  it('writes what was typed while the stored draft was being read, though nothing is typed after it', async () => {
    const record = {
      id: '7',
      name: { de: 'Zerrung', en: 'Strain', es: 'Distensión', fr: 'Élongation', nl: 'Verrekking', pt: 'Distensão' },
    };
    render(
      <TestAdmin definitions={[injuries]} authProvider={authProvider}>
        <RecordContextProvider value={record}>
          <TestForm definition={injuries} defaultValues={record}>
            <FormDraft definition={injuries} />
            <TypesAtOnce />
          </TestForm>
        </RecordContextProvider>
      </TestAdmin>,
    );
    const key = { userId: 'staff-1', resource: 'injuries', itemId: '7' };
    // Typed before the read finished: the draft is written once it has.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await act(async () => storedRead.finish());
    await waitFor(async () => expect((await readDraft(key))?.values.name).toMatchObject({ en: 'Typed at once', de: 'Zerrung' }));
  });

  it('offers a draft typed before a field was renamed under its new name', async () => {
    storedRead.finish();
    const renamed = {
      ...injuries,
      recordRepresentation: 'title',
      fields: injuries.fields.map((field) => (field.source === 'name' ? { ...field, source: 'title', renamedFrom: 'name' } : field)),
      list: {
        ...injuries.list,
        columns: ['title', 'createdAt'],
        sortable: ['title', 'createdAt'],
        defaultSort: { field: 'title', order: 'ASC' as const },
      },
      search: ['title'],
    };
    const title = { de: 'Zerrung', en: 'Strain', es: 'Distensión', fr: 'Élongation', nl: 'Verrekking', pt: 'Distensão' };
    const record = { id: '8', title };
    await saveDraft({
      userId: 'staff-1',
      resource: 'injuries',
      itemId: '8',
      values: { name: { ...title, en: 'Typed before the rename' } },
      savedAt: Date.now(),
    });
    const { container } = render(
      <TestAdmin definitions={[renamed]} authProvider={authProvider}>
        <RecordContextProvider value={record}>
          <TestForm definition={renamed} defaultValues={record}>
            <FormDraft definition={renamed} />
          </TestForm>
        </RecordContextProvider>
      </TestAdmin>,
    );
    // Offered (the draft changes the renamed field), and restored into it.
    const restore = await screen.findByRole('button', { name: 'Restore' });
    act(() => restore.click());
    await waitFor(() => expect(readFormValues(container).title).toMatchObject({ en: 'Typed before the rename', de: 'Zerrung' }));
  });
});
