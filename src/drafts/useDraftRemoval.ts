/** Removes the signed-in user's draft of an item once the form's save has succeeded. */
import { useGetIdentity } from 'react-admin';
import type { ResourceDefinition } from '../../resources/definition';
import { newItemKey, removeDraft } from './draftStore';

export function useDraftRemoval(definition: ResourceDefinition): (itemId?: unknown) => void {
  const { identity } = useGetIdentity();
  return (itemId) => {
    if (identity?.id == null) return;
    removeDraft({ userId: String(identity.id), resource: definition.name, itemId: itemId == null ? newItemKey : String(itemId) }).catch(
      () => undefined,
    );
  };
}
