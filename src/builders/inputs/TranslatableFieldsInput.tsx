/**
 * Every translatable field of a form in one set of language tabs (de, en, es, fr, nl, pt): a tab
 * holds each field's text in that language, so one language is translated in one place. The
 * tab first shown is the primary language's, or the one the URL asks for.
 */
import { TextInput, TranslatableInputs, useLocation } from 'react-admin';
import type { TranslatableField } from '../../../resources/kinds/translatable';
import { languages, primaryLanguage, type Language } from '../../../resources/languages';
import { isRequired } from '../../../resources/kinds';
import { LanguageTabs } from './LanguageTabs';

/** The URL parameter that opens a form on a language's tab (`?language=nl`), as the Translations screen links. */
export const languageParam = 'language';

const isLanguage = (value: string | null): value is Language => languages.includes(value as Language);

export function TranslatableFieldsInput({ fields }: { fields: readonly TranslatableField[] }) {
  const asked = new URLSearchParams(useLocation().search).get(languageParam);
  return (
    <TranslatableInputs
      locales={[...languages]}
      defaultLocale={isLanguage(asked) ? asked : primaryLanguage}
      selector={<LanguageTabs sources={fields.map((field) => field.source)} />}
      fullWidth
    >
      {fields.map((field) => (
        <TextInput
          key={field.source}
          source={field.source}
          isRequired={isRequired(field)}
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
          fullWidth
        />
      ))}
    </TranslatableInputs>
  );
}
