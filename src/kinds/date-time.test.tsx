import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
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
  recordRepresentation: 'kickOff',
  fields: [{ source: 'kickOff', label: 'Kick-off', kind: 'dateTime' }],
  list: { columns: ['kickOff'], sortable: ['kickOff'], defaultSort: { field: 'kickOff', order: 'ASC' }, pagination: 'pages' },
  search: [],
  filters: [],
  deleteIsIrreversibleWarning: false,
});
const kickOff = fieldBySource(fixtures, 'kickOff');

/** The wall-clock time of the input in the test's time zone (the suite may run in any). */
const local = (iso: string) => {
  const moment = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
};

describe('a date-time field on screen', () => {
  it('is a datetime-local input in the user time zone, held as the moment it means in UTC', async () => {
    const { container } = render(
      <TestAdmin definitions={[fixtures]}>
        <TestForm definition={fixtures} defaultValues={{ kickOff: '2026-05-01T18:45:00.000Z' }}>
          <FieldInput definition={fixtures} field={kickOff} />
        </TestForm>
      </TestAdmin>,
    );
    const input = container.querySelector('input[type="datetime-local"]') as HTMLInputElement;
    expect(input.value).toBe(local('2026-05-01T18:45:00.000Z'));
    fireEvent.change(input, { target: { value: local('2026-05-02T12:30:00.000Z') } });
    expect(readFormValues(container).kickOff).toBe('2026-05-02T12:30:00.000Z');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText(/Must be a date and time/)).not.toBeInTheDocument();
  });

  it('shows the moment in the admin locale and has its own message in the catalogue', () => {
    const { Cell } = screenKindOf(kickOff);
    const { container } = render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => catalogue, 'en-US')} store={memoryStore()}>
        <Cell definition={fixtures} field={kickOff} value="2026-05-01T18:45:00.000Z" />
      </AdminContext>,
    );
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-05-01T18:45:00Z'));
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-05-01T18:45:00.000Z');
    expect(container.textContent).toBe(expected);
    expect(catalogue).toMatchObject({ 'validation.dateTime': 'Must be a date and time with its offset (ISO 8601)' });
  });
});
