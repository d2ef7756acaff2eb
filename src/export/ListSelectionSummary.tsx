import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { anyLanguage, fieldBySource, hasFilter, type FilterDefinition, type ResourceDefinition } from '../../resources/definition';
import { filterKey } from '../i18n/resource-messages';
import { screenKindOf } from '../kinds';
import { missingLanguageOf, searchOf, type ListSelection } from './listSelection';

/** A filter's value: yes or no for `has`, else as its field's kind says it (a choice's name, an item's), else as it is. */
function FilterValue({ definition, filter, value }: { definition: ResourceDefinition; filter: FilterDefinition; value: unknown }) {
  const translate = useTranslate();
  const text = String(value);
  if (filter.kind === hasFilter) return <>{translate(text === '1' || value === true ? 'builders.list.has.yes' : 'builders.list.has.no')}</>;
  const field = fieldBySource(definition, filter.source);
  const { FilterValue: KindValue } = screenKindOf(field);
  return KindValue ? <KindValue definition={definition} field={field} filter={filter} value={value} /> : <>{text}</>;
}

/** Says what the list of `definition` selects now: its search and each filter with its value. */
export function ListSelectionSummary({ definition, selection }: { definition: ResourceDefinition; selection: ListSelection }) {
  const translate = useTranslate();
  const search = searchOf(selection);
  const applied = definition.filters
    .map((filter) => ({ filter, value: selection.filter[filter.param] ?? selection.filter[filter.source] }))
    .filter(({ value }) => value !== undefined && value !== null && value !== '');
  const missing = missingLanguageOf(definition, selection);
  return (
    <List dense aria-label={translate('export.currentFilters')}>
      {search !== undefined && (
        <ListItem>
          <ListItemText primary={translate('export.search')} secondary={search} />
        </ListItem>
      )}
      {applied.map(({ filter, value }) => (
        <ListItem key={filter.param}>
          <ListItemText
            primary={translate(filterKey(definition.name, filter.param))}
            secondary={<FilterValue definition={definition} filter={filter} value={value} />}
          />
        </ListItem>
      ))}
      {missing !== undefined && (
        <ListItem>
          <ListItemText
            primary={translate('builders.coverage.filter')}
            secondary={translate(missing === anyLanguage ? 'builders.coverage.any' : `builders.languages.${missing}`)}
          />
        </ListItem>
      )}
    </List>
  );
}
