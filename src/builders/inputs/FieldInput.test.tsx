import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldBySource } from '../../../resources/definition';
import { gadgets } from '../testing/gadgets.test-support';
import { RecordContextProvider } from 'react-admin';
import { formDefaults } from '../form/formDefaults';
import { readFormValues, TestAdmin, TestForm } from '../testing/TestAdmin.test-support';
import { FieldInput } from './FieldInput';

function renderInputs(...sources: string[]) {
  return render(
    <TestAdmin definitions={[gadgets]}>
      <TestForm definition={gadgets}>
        {sources.map((source) => (
          <FieldInput key={source} definition={gadgets} field={fieldBySource(gadgets, source)} />
        ))}
      </TestForm>
    </TestAdmin>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('text input', () => {
  it('is labelled from the definition and says Required when left empty', async () => {
    const { container } = renderInputs('code');
    const input = screen.getByRole('textbox', { name: /^Code/ });
    await save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.type(input, 'C-1');
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
    expect(readFormValues(container).code).toBe('C-1');
  });

  it('asks an https link for https (docs/spec.md §5: Url must be https) and accepts none', async () => {
    const { container } = renderInputs('shopLink');
    const input = screen.getByRole('textbox', { name: 'Shop link' });
    await userEvent.type(input, 'http://shop.example/cone');
    await save();
    expect(await screen.findByText('Url must be https')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'not a link');
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
    await userEvent.clear(input);
    await waitFor(() => expect(screen.queryByText('Must be a valid URL')).not.toBeInTheDocument());
    // Emptied, the link is null: no link at all.
    expect(readFormValues(container).shopLink).toBeNull();
  });
});

describe('number input', () => {
  it('shows its unit and its bounds as messages', async () => {
    const { container } = renderInputs('weight');
    const input = screen.getByRole('spinbutton', { name: /^Weight/ });
    expect(screen.getByText('kilograms')).toBeInTheDocument();
    await userEvent.type(input, '0');
    await save();
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '51');
    expect(await screen.findByText('Must be 50 or less')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    expect(await screen.findByText('Must be a whole number')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await waitFor(() => expect(screen.queryByText(/Must be/)).not.toBeInTheDocument());
    expect(readFormValues(container).weight).toBe(12);
  });
});

describe('boolean input', () => {
  it('switches between false and true', async () => {
    const { container } = renderInputs('featured');
    expect(readFormValues(container).featured).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Featured' }));
    expect(readFormValues(container).featured).toBe(true);
  });
});

describe('select input', () => {
  it('offers the choices by their names and requires one', async () => {
    const { container } = renderInputs('size');
    await save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Size/ }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['Small', 'Large']);
    await userEvent.click(options.getByRole('option', { name: 'Large' }));
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
    expect(readFormValues(container).size).toBe('large');
  });

  it('lets the user type to find one of many choices, and leave a nullable one empty', async () => {
    const { container } = renderInputs('country');
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Nether');
    await userEvent.click(await screen.findByRole('option', { name: 'Netherlands' }));
    expect(readFormValues(container).country).toBe('NL');
    await save();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });
});

describe('multi-select input', () => {
  it('says Required for an empty list (docs/spec.md §5) and keeps the chosen ids', async () => {
    const { container } = renderInputs('tags');
    await save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: /^Tags/ }), 'Out');
    await userEvent.click(await screen.findByRole('option', { name: 'Outdoor' }));
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
    expect(readFormValues(container).tags).toEqual(['outdoor']);
  });
});

describe('a choice this admin does not know', () => {
  it('is offered as it came beside the known ones, and kept on save', async () => {
    const record = { id: 1, ...formDefaults(gadgets), size: 'medium', tags: ['outdoor', 'stargazing'] };
    const { container } = render(
      <TestAdmin definitions={[gadgets]}>
        <RecordContextProvider value={record}>
          <TestForm definition={gadgets} defaultValues={record}>
            <FieldInput definition={gadgets} field={fieldBySource(gadgets, 'size')} />
            <FieldInput definition={gadgets} field={fieldBySource(gadgets, 'tags')} />
          </TestForm>
        </RecordContextProvider>
      </TestAdmin>,
    );
    expect(screen.getByRole('button', { name: 'stargazing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Size/ }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['Small', 'Large', 'medium']);
    await userEvent.keyboard('{Escape}');
    await save();
    expect(screen.queryByText(/Required|Invalid/)).not.toBeInTheDocument();
    expect(readFormValues(container)).toMatchObject({ size: 'medium', tags: ['outdoor', 'stargazing'] });
  });
});

describe('media input', () => {
  it('says Required for a missing file that the definition requires, and nothing for a nullable one', async () => {
    renderInputs('photo', 'clip');
    await save();
    const photo = screen.getByRole('group', { name: /^Photo/ });
    expect(await within(photo).findByText('Required')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Clip' })).queryByText('Required')).not.toBeInTheDocument();
  });
});
