/**
 * Every translatable field of a form in one set of language tabs (de, en, es, fr, nl, pt): a tab
 * holds each field's text in that language, so one language is translated in one place.
 */
import { TextInput, TranslatableInputs } from 'react-admin';
import type { TranslatableField } from '../../../resources/definition';
import { languages, primaryLanguage } from '../../../resources/languages';
import { isRequired } from '../form/isRequired';
import { LanguageTabs } from './LanguageTabs';

export function TranslatableFieldsInput({ fields }: { fields: readonly TranslatableField[] }) {
  return (
    <TranslatableInputs
      locales={[...languages]}
      defaultLocale={primaryLanguage}
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
