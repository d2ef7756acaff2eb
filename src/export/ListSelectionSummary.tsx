import { List, ListItem, ListItemText } from '@mui/material';
import { useGetOne, useGetRecordRepresentation, useTranslate } from 'react-admin';
import { anyLanguage, fieldBySource, type FilterDefinition, type ResourceDefinition } from '../../resources/definition';
import { choiceLabel, filterKey } from '../i18n/resource-messages';
import { missingLanguageOf, searchOf, type ListSelection } from './listSelection';

/** The name of the item a `references` filter points at, as the list's picker shows it. */
function ReferencedName({ resource, id }: { resource: string; id: string }) {
  const { data } = useGetOne(resource, { id });
  const represent = useGetRecordRepresentation(resource);
  return <>{data ? represent(data) : id}</>;
}

function FilterValue({ definition, filter, value }: { definition: ResourceDefinition; filter: FilterDefinition; value: unknown }) {
  const translate = useTranslate();
  const text = String(value);
  if (filter.kind === 'has') return <>{translate(text === '1' || value === true ? 'builders.list.has.yes' : 'builders.list.has.no')}</>;
  const field = fieldBySource(definition, filter.source);
  if (filter.kind === 'references' && (field.kind === 'reference' || field.kind === 'referenceList')) {
    return <ReferencedName resource={field.reference} id={text} />;
  }
  return <>{field.kind === 'select' || field.kind === 'multiSelect' ? choiceLabel(translate, definition.name, field, text) : text}</>;
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
