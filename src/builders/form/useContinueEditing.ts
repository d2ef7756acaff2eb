// The router through react-admin, which names the one it routes with.
import { useNavigate, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { editPath } from '../../routes/routeTable';

/** What "Save and continue editing" does once saved: says so, and stays on the item (a new one opens as saved). */
export function useContinueEditing(definition: ResourceDefinition) {
  const notify = useNotify();
  const navigate = useNavigate();
  const resource = useResourceContext() ?? definition.name;
  const record = useRecordContext();
  const creating = record?.id == null;
  return {
    onSuccess: (saved: { id: string | number }) => {
      notify(`resources.${resource}.notifications.${creating ? 'created' : 'updated'}`, { type: 'info', messageArgs: { smart_count: 1 } });
      if (creating) navigate(editPath(definition, saved.id));
    },
  };
}
