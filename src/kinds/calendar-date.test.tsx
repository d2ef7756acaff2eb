import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
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
  recordRepresentation: 'playedOn',
  fields: [{ source: 'playedOn', label: 'Played on', kind: 'calendarDate' }],
  list: { columns: ['playedOn'], sortable: ['playedOn'], defaultSort: { field: 'playedOn', order: 'ASC' }, pagination: 'pages' },
  search: [],
  filters: [{ param: 'played_from', label: 'Played from', kind: 'from', source: 'playedOn' }],
  deleteIsIrreversibleWarning: false,
});
const playedOn = fieldBySource(fixtures, 'playedOn');
const { Cell, filterInput } = screenKindOf(playedOn);

/** The cell under an admin whose locale is `locale` (the catalogue's texts do not matter here). */
const cellIn = (locale: string, value: unknown) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => catalogue, locale)} store={memoryStore()}>
      <Cell definition={fixtures} field={playedOn} value={value} />
    </AdminContext>,
  );

describe('a calendar date field on screen', () => {
  it('is picked in a date input and held as yyyy-mm-dd', async () => {
    const { container } = render(
      <TestAdmin definitions={[fixtures]}>
        <TestForm definition={fixtures}>
          <FieldInput definition={fixtures} field={playedOn} />
        </TestForm>
      </TestAdmin>,
    );
    const input = container.querySelector('input[type="date"]') as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2026-12-26' } });
    expect(readFormValues(container).playedOn).toBe('2026-12-26');
  });

  it('shows the day in the admin locale, the same day in every time zone', () => {
    const { container, unmount } = cellIn('en-US', '2026-12-26');
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-12-26');
    expect(container.textContent).toBe('Dec 26, 2026');
    unmount();
    expect(cellIn('fr-FR', '2026-12-26').container.textContent).toBe('26 déc. 2026');
    expect(cellIn('en-US', null).container.textContent).toBe('');
  });

  it('has its own message in the catalogue', () => {
    expect(catalogue).toMatchObject({ 'validation.date': 'Must be a date (yyyy-mm-dd)' });
  });

  it('gives its range filters a date input', () => {
    const filter = fixtures.filters[0];
    const { container } = render(
      <AdminContext store={memoryStore()}>
        <Form>{filterInput?.({ definition: fixtures, field: playedOn, filter, label: 'Played from' })}</Form>
      </AdminContext>,
    );
    expect(container.querySelector('input[type="date"][name="played_from"]')).not.toBeNull();
  });
});
