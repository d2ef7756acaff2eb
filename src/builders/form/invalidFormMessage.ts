/**
 * What a save the form's checks stopped says: each field in error, in the form's order, and for a
 * translatable one the languages whose text is missing or wrong ("Description in Dutch"), so
 * that the user knows where to look without opening every tab (docs/content-tools.md).
 */
import { isWritable, type ResourceDefinition } from '../../../resources/definition';
import { languages, type Language } from '../../../resources/languages';
import { modeKey } from '../../../resources/schema';

export interface ErrorPlace {
  /** The field's label. */
  label: string;
  /** The languages in error, for a field with a text per language; empty otherwise. */
  languages: Language[];
}

/** The fields (and languages) holding an error, in the definition's order. `errors` is react-hook-form's. */
export function errorPlaces(definition: ResourceDefinition, errors: Record<string, unknown>): ErrorPlace[] {
  return definition.fields.filter(isWritable).flatMap((field) => {
    const error = errors[modeKey(field, 'form')];
    if (error == null) return [];
    const inLanguages = typeof error === 'object' ? languages.filter((language) => language in error) : [];
    return [{ label: field.label, languages: inLanguages }];
  });
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Not saved: check Description (Dutch), Reps." (or the form's stock words where no field is named). */
export function invalidFormMessage(places: readonly ErrorPlace[], translate: Translate): string {
  if (places.length === 0) return translate('ra.message.invalid_form');
  const fields = places.map(({ label, languages: inLanguages }) =>
    inLanguages.length === 0
      ? label
      : translate('builders.form.field_in_languages', {
          field: label,
          languages: inLanguages.map((language) => translate(`builders.languages.${language}`)).join(', '),
        }),
  );
  return translate('builders.form.invalid', { fields: fields.join(', ') });
}
