/**
 * A saved view of a list (docs/content-tools.md, "Saved views and the column chooser"): a name and
 * the list's state as its URL carries it (react-admin's `filter`, `sort` and `order`, and the
 * visible columns in their order), kept by the server per staff member, for oneself or shared with
 * all staff. Read by the server's routes and by the admin's views menu.
 */
import { z } from 'zod/mini';

/** The longest view name taken: a menu entry, not a text. */
export const maxViewNameLength = 80;

/** The most bytes a view's filters take as JSON: far beyond any filter bar, a bound on what is stored. */
export const maxViewFilterBytes = 4096;

const filterValues = z
  .record(z.string().check(z.maxLength(100)), z.unknown())
  .check(z.refine((filter) => JSON.stringify(filter).length <= maxViewFilterBytes, { error: 'validation.invalid' }));

export const savedViewStateSchema = z.strictObject({
  filter: z._default(filterValues, {}),
  sort: z.optional(z.string().check(z.maxLength(100))),
  order: z.optional(z.enum(['ASC', 'DESC'])),
  /** The list's visible columns in their order (sources of the definition's list columns); absent: the definition's own. */
  columns: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))),
});

export type SavedViewState = z.infer<typeof savedViewStateSchema>;

const viewName = z
  .string({ error: 'validation.required' })
  .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(maxViewNameLength, { error: 'validation.maxLength' }));

export const savedViewCreateSchema = z.strictObject({
  resource: z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' })),
  name: viewName,
  shared: z._default(z.boolean({ error: 'validation.boolean' }), false),
  state: savedViewStateSchema,
});

/** A rename, a change of sharing or of the state; the resource a view is of never changes. */
export const savedViewUpdateSchema = z.partial(z.omit(savedViewCreateSchema, { resource: true }));

/** A view as the API answers it (the wire's snake_case). */
export interface SavedView {
  id: string;
  resource: string;
  name: string;
  shared: boolean;
  state: SavedViewState;
  /** Whether the signed-in staff member made it (and so may rename, share or delete it). */
  mine: boolean;
  owner_name: string;
  updated_at: string;
}
