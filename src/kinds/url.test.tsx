import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource, fieldBySource } from '../../resources/definition';
import { FieldInput } from '../builders/inputs/FieldInput';
import { TestAdmin, TestForm } from '../builders/testing/TestAdmin.test-support';
import { screenKindOf } from '.';

const clubs = defineResource({
  name: 'club-sites',
  endpoint: 'club_sites',
  label: { one: 'Club site', other: 'Club sites' },
  recordRepresentation: 'website',
  fields: [{ source: 'website', label: 'Website', kind: 'url' }],
  list: { columns: ['website'], sortable: ['website'], defaultSort: { field: 'website', order: 'ASC' }, pagination: 'pages' },
  search: ['website'],
  filters: [],
  deleteIsIrreversibleWarning: false,
});
const website = fieldBySource(clubs, 'website');

describe('a URL field on screen', () => {
  it('is typed in a URL box, which says Must be a valid URL of what is no web address', async () => {
    render(
      <TestAdmin definitions={[clubs]}>
        <TestForm definition={clubs}>
          <FieldInput definition={clubs} field={website} />
        </TestForm>
      </TestAdmin>,
    );
    const input = screen.getByRole('textbox', { name: /^Website/ });
    expect(input).toHaveAttribute('type', 'url');
    await userEvent.type(input, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
  });

  it('is a link in a list, opened in a new tab without handing it the admin', () => {
    const { Cell } = screenKindOf(website);
    render(<Cell definition={clubs} field={website} value="https://county.test/" />);
    const link = screen.getByRole('link', { name: 'https://county.test/' });
    expect(link).toHaveAttribute('href', 'https://county.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
