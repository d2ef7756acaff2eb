import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource, fieldBySource } from '../../resources/definition';
import { FieldInput } from '../builders/inputs/FieldInput';
import { readFormValues, TestAdmin, TestForm } from '../builders/testing/TestAdmin.test-support';
import { screenKindOf } from '.';

const clubs = defineResource({
  name: 'club-contacts',
  endpoint: 'club_contacts',
  label: { one: 'Club contact', other: 'Club contacts' },
  recordRepresentation: 'contact',
  fields: [{ source: 'contact', label: 'Contact', kind: 'email' }],
  list: { columns: ['contact'], sortable: ['contact'], defaultSort: { field: 'contact', order: 'ASC' }, pagination: 'pages' },
  search: ['contact'],
  filters: [],
  deleteIsIrreversibleWarning: false,
});
const contact = fieldBySource(clubs, 'contact');

describe('an e-mail field on screen', () => {
  it('is typed in an e-mail box, which says Invalid email of what is no address', async () => {
    const { container } = render(
      <TestAdmin definitions={[clubs]}>
        <TestForm definition={clubs}>
          <FieldInput definition={clubs} field={contact} />
        </TestForm>
      </TestAdmin>,
    );
    const input = screen.getByRole('textbox', { name: /^Contact/ });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'ops@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await userEvent.type(input, 'county.test');
    expect(readFormValues(container).contact).toBe('ops@county.test');
  });

  it('is a mailto link in a list, which does not open the row', () => {
    const { Cell } = screenKindOf(contact);
    const opened = vi.fn();
    render(
      <table>
        <tbody>
          <tr onClick={opened}>
            <td>
              <Cell definition={clubs} field={contact} value="ops@county.test" />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const link = screen.getByRole('link', { name: 'ops@county.test' });
    expect(link).toHaveAttribute('href', 'mailto:ops@county.test');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(opened).not.toHaveBeenCalled();
    expect(screenKindOf(contact).unlinked).toBe(true);
  });
});
