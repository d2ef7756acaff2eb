import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource, fieldBySource } from '../../resources/definition';
import { FieldInput } from '../builders/inputs/FieldInput';
import { readFormValues, TestAdmin, TestForm } from '../builders/testing/TestAdmin.test-support';
import english from '../../locales/en';
import { interfaceMessages } from '../i18n/catalogue';
import { screenKindOf } from '.';

/** The English catalogue as the admin has it. */
const catalogue = interfaceMessages(english).messages;

const fixtures = defineResource({
  name: 'fixtures',
  endpoint: 'fixtures',
  label: { one: 'Fixture', other: 'Fixtures' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', label: 'Name', kind: 'text' },
    { source: 'labels', label: 'Labels', kind: 'tags' },
  ],
  list: { columns: ['name', 'labels'], sortable: ['name'], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
  search: ['name', 'labels'],
  filters: [{ param: 'label', label: 'Label', kind: 'includes', source: 'labels' }],
  deleteIsIrreversibleWarning: false,
});
const labels = fieldBySource(fixtures, 'labels');

describe('a tags field on screen', () => {
  it('takes tags as chips, each added with Enter, and says what is wrong with one', async () => {
    const { container } = render(
      <TestAdmin definitions={[fixtures]}>
        <TestForm definition={fixtures}>
          <FieldInput definition={fixtures} field={labels} />
        </TestForm>
      </TestAdmin>,
    );
    const input = screen.getByRole('combobox', { name: 'Labels' });
    await userEvent.type(input, 'cup{Enter}televised{Enter}');
    expect(screen.getByRole('button', { name: 'cup' })).toBeInTheDocument();
    expect(readFormValues(container).labels).toEqual(['cup', 'televised']);
    await userEvent.type(input, 'home|away{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tag cannot hold |')).toBeInTheDocument();
    expect(catalogue).toMatchObject({ 'validation.tagSeparator': 'A tag cannot hold |' });
  });

  it('shows its tags in a list as one line of text', () => {
    const { Cell } = screenKindOf(labels);
    expect(render(<Cell definition={fixtures} field={labels} value={['cup', 'televised']} />).container.textContent).toBe('cup, televised');
  });
});
