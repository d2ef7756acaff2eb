/**
 * After a write made outside the items' edit (a bulk write, a restore from Recently deleted), the
 * items it wrote are read afresh when opened again. react-admin patches its cached copies with the
 * values a bulk write sent but cannot know the versions the server gave them (docs/versions.md),
 * and leaves the edit's copy (read with the edit's `meta`) as it was: an item opened from it would
 * show the values from before the write and base its save or delete on the old version, which the
 * server refuses as a conflict with the user's own change.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';

/** Drops the cached copies of one item read (`getOne`, whatever its `meta`) of `ids`, or of every item of `resource`. */
export function useForgetWrittenItems(resource: string) {
  const queryClient = useQueryClient();
  return (ids?: readonly Identifier[]) => {
    const written = ids && new Set(ids.map(String));
    queryClient.removeQueries({
      predicate: ({ queryKey: [keyResource, method, params] }) =>
        keyResource === resource &&
        method === 'getOne' &&
        (written === undefined || written.has(String((params as { id?: Identifier } | undefined)?.id))),
    });
  };
}
