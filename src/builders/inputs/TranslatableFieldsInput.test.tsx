import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldDefinition } from '../../../resources/definition';
import type { TranslatableField } from '../../../resources/kinds/translatable';
import { languages } from '../../../resources/languages';
import { gadgets } from '../testing/gadgets.test-support';
import { readFormValues, TestAdmin, TestForm } from '../testing/TestAdmin.test-support';
import { TranslatableFieldsInput } from './TranslatableFieldsInput';

const translatable = (gadgets.fields as readonly FieldDefinition[]).filter(
  (field): field is TranslatableField => field.kind === 'translatable',
);

function renderTabs(defaultValues?: Record<string, unknown>) {
  return render(
    <TestAdmin definitions={[gadgets]}>
      <TestForm definition={gadgets} defaultValues={defaultValues}>
        <TranslatableFieldsInput fields={translatable} />
      </TestForm>
    </TestAdmin>,
  );
}

const tab = (language: string) => screen.getByRole('tab', { name: new RegExp(`^${language}:`) });
const panel = (language: string) => screen.getByRole('tabpanel', { name: new RegExp(`^${language}:`) });

describe('language tabs', () => {
  it('show one tab per content language, English first selected, each marked untranslated', () => {
    renderTabs();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'German',
      'English',
      'Spanish',
      'French',
      'Dutch',
      'Portuguese',
    ]);
    expect(tab('English')).toHaveAttribute('aria-selected', 'true');
    for (const language of ['German', 'English', 'Spanish', 'French', 'Dutch', 'Portuguese']) {
      expect(tab(language)).toHaveAccessibleName(`${language}: not translated yet`);
    }
    expect(screen.getByText('0 of 6 languages translated')).toBeInTheDocument();
  });

  it('mark a language translated once every field has its text, and count it', async () => {
    const { container } = renderTabs();
    await userEvent.click(tab('German'));
    const inputs = within(panel('German'));
    await userEvent.type(inputs.getByRole('textbox', { name: /^Title/ }), 'Hütchen');
    expect(tab('German')).toHaveAccessibleName('German: not translated yet');
    await userEvent.type(inputs.getByRole('textbox', { name: /^Summary/ }), 'Ein Hütchen');
    expect(tab('German')).toHaveAccessibleName('German: translated');
    expect(screen.getByText('1 of 6 languages translated')).toBeInTheDocument();
    expect(readFormValues(container)).toMatchObject({ title: { de: 'Hütchen' }, summary: { de: 'Ein Hütchen' } });
  });

  it('mark the languages whose texts failed validation, and show the message in the tab', async () => {
    const complete = Object.fromEntries(languages.map((language) => [language, `Cone ${language}`]));
    renderTabs({ title: { ...complete, fr: '' }, summary: complete });
    expect(tab('French')).toHaveAccessibleName('French: not translated yet');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tab('French')).toHaveAccessibleName('French: has errors'));
    expect(tab('Dutch')).toHaveAccessibleName('Dutch: translated');
    expect(screen.getByText('5 of 6 languages translated')).toBeInTheDocument();
    await userEvent.click(tab('French'));
    expect(within(panel('French')).getByText('Required')).toBeInTheDocument();
    await userEvent.type(within(panel('French')).getByRole('textbox', { name: /^Title/ }), 'Cône');
    await waitFor(() => expect(tab('French')).toHaveAccessibleName('French: translated'));
  });

  it('open the first language in error after a save it stopped, onto its empty field', async () => {
    const complete = Object.fromEntries(languages.map((language) => [language, `Cone ${language}`]));
    renderTabs({ title: complete, summary: { ...complete, nl: '', pt: '' } });
    expect(tab('English')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tab('Dutch')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Portuguese')).toHaveAccessibleName('Portuguese: has errors');
    await waitFor(() => expect(within(panel('Dutch')).getByRole('textbox', { name: /^Summary/ })).toHaveFocus());
  });
});
