/**
 * The list's visible columns from its URL, and the way to change them: the URL is changed in
 * place, and react-admin's list keeps the parameter with its own (in the URL on every change of
 * sort or filter, and in its store when the user leaves the list and comes back).
 */
import { useLocation, useNavigate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { columnsParam, parseColumns, withColumns } from './listColumns';

export function useListColumns(definition: ResourceDefinition): [string[], (columns: string[]) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const columns = parseColumns(definition, new URLSearchParams(location.search).get(columnsParam)) ?? [...definition.list.columns];
  const setColumns = (next: string[]) => navigate({ search: withColumns(definition, location.search, next) }, { replace: true });
  return [columns, setColumns];
}
