/**
 * The list's search box and the definition's filters, always shown: yes/no for `has`, and the
 * input its field's kind gives any other (a choice for `equals` and `includes`, a searchable picker
 * over the referenced resource for `references`); and where the resource has translatable fields,
 * "missing in" a language.
 * Each filter is keyed by its API parameter; the search by react-admin's `q`.
 */
import type { ReactElement } from 'react';
import { SearchInput, SelectInput } from 'react-admin';
import {
  anyLanguage,
  fieldBySource,
  hasFilter,
  missingTranslationParam,
  type FilterDefinition,
  type ResourceDefinition,
} from '../../../resources/definition';
import { hasTranslations } from '../../../resources/kinds/translatable';
import { languages } from '../../../resources/languages';
import { filterKey } from '../../i18n/resource-messages';
import { screenKindOf } from '../../kinds';

const yesNo = [
  { id: '1', name: 'builders.list.has.yes' },
  { id: '0', name: 'builders.list.has.no' },
];

function filterInput(definition: ResourceDefinition, filter: FilterDefinition): ReactElement {
  const field = fieldBySource(definition, filter.source);
  const label = listFilterLabel(definition, filter.param)!;
  if (filter.kind === hasFilter) return <SelectInput key={filter.param} source={filter.param} label={label} choices={yesNo} alwaysOn />;
  const { filterInput } = screenKindOf(field);
  if (!filterInput) throw new Error(`${filter.param}: ${field.kind} fields have no ${filter.kind} filter input`);
  return filterInput({ definition, field, filter, label });
}

const searchLabelKey = 'ra.action.search';
const missingTranslationLabelKey = 'builders.coverage.filter';

/**
 * The catalogue key of the name the list shows for one of its filter keys (the search's `q`, a
 * filter's parameter or source, "missing in"), or undefined for a key that is none of them.
 */
export function listFilterLabel(definition: ResourceDefinition, key: string): string | undefined {
  if (key === 'q' || key === 'search') return searchLabelKey;
  if (key === missingTranslationParam && hasTranslations(definition)) return missingTranslationLabelKey;
  const filter = definition.filters.find((candidate) => candidate.param === key || candidate.source === key);
  return filter && filterKey(definition.name, filter.param);
}

/** The choices of the "missing in" filter: any language, or one (docs/content-tools.md, "Translation coverage"). */
export const missingTranslationChoices = [
  { id: anyLanguage, name: 'builders.coverage.any' },
  ...languages.map((language) => ({ id: language, name: `builders.languages.${language}` })),
];

export function listFilters(definition: ResourceDefinition, translate: (key: string) => string): ReactElement[] {
  return [
    <SearchInput key="q" source="q" alwaysOn inputProps={{ 'aria-label': translate(searchLabelKey) }} />,
    ...definition.filters.map((filter) => filterInput(definition, filter)),
    ...(hasTranslations(definition)
      ? [
          <SelectInput
            key={missingTranslationParam}
            source={missingTranslationParam}
            label={missingTranslationLabelKey}
            choices={missingTranslationChoices}
            alwaysOn
          />,
        ]
      : []),
  ];
}
