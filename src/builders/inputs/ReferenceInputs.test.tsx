import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authors } from '../../../resources/authors/definition';
import { fieldBySource } from '../../../resources/definition';
import { equipment } from '../../../resources/equipment/definition';
import { gadgets } from '../testing/gadgets.test-support';
import { startSignedInApi } from '../testing/signedInApi.test-support';
import { readFormValues, TestAdmin, TestForm } from '../testing/TestAdmin.test-support';
import { FieldInput } from './FieldInput';
import { translated } from '../../../resources/translated.test-support';

let api: Awaited<ReturnType<typeof startSignedInApi>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  api = await startSignedInApi([authors, equipment]);
  for (const [firstName, lastName] of [
    ['Ada', 'Lovelace'],
    ['Grace', 'Hopper'],
    ['Alan', 'Turing'],
  ]) {
    ids[lastName] = String((await api.dataProvider.create('authors', { data: { firstName, lastName } })).data.id);
  }
  for (const name of ['Cone', 'Ladder', 'Hurdle']) {
    ids[name] = String(
      (await api.dataProvider.create('equipment', { data: { name: translated(name), description: translated(name) } })).data.id,
    );
  }
});

afterAll(() => api?.close());

function renderReferences(defaultValues?: Record<string, unknown>) {
  return render(
    <TestAdmin definitions={[gadgets]} registered={[authors, equipment]} dataProvider={api.dataProvider}>
      <TestForm definition={gadgets} defaultValues={defaultValues}>
        <FieldInput definition={gadgets} field={fieldBySource(gadgets, 'designer')} />
        <FieldInput definition={gadgets} field={fieldBySource(gadgets, 'parts')} />
      </TestForm>
    </TestAdmin>,
  );
}

describe('reference inputs', () => {
  it('search the referenced resource as the user types and keep the chosen id under the write key', async () => {
    const { container } = renderReferences();
    const designer = screen.getByRole('combobox', { name: 'Designer' });
    await userEvent.type(designer, 'Hop');
    await userEvent.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await waitFor(() => expect(readFormValues(container).designerId).toBe(ids.Hopper));
    expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });

  it('pick several items of a referenced resource by their names', async () => {
    const { container } = renderReferences();
    const parts = screen.getByRole('combobox', { name: 'Parts' });
    await userEvent.type(parts, 'Lad');
    await userEvent.click(await screen.findByRole('option', { name: 'Ladder (en)' }));
    await userEvent.type(parts, 'Hur');
    await userEvent.click(await screen.findByRole('option', { name: 'Hurdle (en)' }));
    await waitFor(() => expect(readFormValues(container).partIds).toEqual([ids.Ladder, ids.Hurdle]));
  });

  it('show the current reference by name, and may be cleared when nullable', async () => {
    const { container } = renderReferences({ designerId: ids.Turing, partIds: [ids.Cone] });
    const designer = screen.getByRole('combobox', { name: 'Designer' });
    await waitFor(() => expect(designer).toHaveValue('Alan Turing'));
    expect(await screen.findByRole('button', { name: 'Cone (en)' })).toBeInTheDocument();
    await userEvent.click(designer);
    await userEvent.click(await screen.findByRole('button', { name: /^Clear/ }));
    await waitFor(() => expect(readFormValues(container).designerId).toBeNull());
  });
});
