/**
 * Saved views of the lists (issue 17 item 3): each staff member's own and those shared with all
 * staff. Only the owner renames, shares, changes or deletes a view; anyone may apply a shared one.
 * A view is of a served resource and names only its list's columns.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { savedViewCreateSchema, savedViewUpdateSchema, type SavedView, type SavedViewState } from '../../resources/saved-views';
import type { ResourceDefinition } from '../../resources/definition';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { fieldError, forbidden, notFound } from '../errors';
import { signedInUser } from '../auth/guards';
import { parseBody } from '../http/parse-body';
import { isUuid } from '../items';
import { savedViewsTable } from './table';

interface ViewRow {
  id: string;
  owner_id: string;
  resource: string;
  name: string;
  shared: boolean;
  state: SavedViewState;
  owner_name: string;
  updated_at: Date;
}

const viewNotFound = () => notFound('No such saved view.');

const selectViews = `
  select v.id, v.owner_id, v.resource, v.name, v.shared, v.state, v.updated_at,
         concat_ws(' ', u.first_name, u.last_name) as owner_name
    from ${savedViewsTable} v join users u on u.id = v.owner_id`;

function asView(row: ViewRow, userId: string): SavedView {
  return {
    id: row.id,
    resource: row.resource,
    name: row.name,
    shared: row.shared,
    state: row.state,
    mine: row.owner_id === userId,
    owner_name: row.owner_name,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function servedResource(context: ServerContext, name: string): ResourceDefinition {
  const definition = context.definitions.find((served) => served.name === name);
  if (!definition) throw fieldError('resource', 'No such resource.');
  return definition;
}

/** The state as stored: only columns the resource's list shows, each once. */
function checkedState(definition: ResourceDefinition, state: SavedViewState): SavedViewState {
  const unknown = (state.columns ?? []).filter((column) => !definition.list.columns.includes(column));
  if (unknown.length > 0) throw fieldError('state.columns', `Not a column of this list: ${unknown.join(', ')}.`);
  if (state.columns && new Set(state.columns).size !== state.columns.length) throw fieldError('state.columns', 'A column is named twice.');
  return state;
}

const isNameTaken = (error: unknown) => (error as { code?: string }).code === '23505';
const nameTaken = () => fieldError('name', 'You already have a view of this list with this name.');

/** A view the signed-in staff member may see (own or shared), or a 404. */
async function visibleView(db: Queryable, request: FastifyRequest, userId: string): Promise<ViewRow> {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw viewNotFound();
  const row = (await db.query<ViewRow>(`${selectViews} where v.id = $1 and (v.owner_id = $2 or v.shared)`, [id, userId])).rows[0];
  if (!row) throw viewNotFound();
  return row;
}

async function ownView(db: Queryable, request: FastifyRequest, userId: string): Promise<ViewRow> {
  const row = await visibleView(db, request, userId);
  if (row.owner_id !== userId) throw forbidden('Only the staff member who saved a view may change or delete it.');
  return row;
}

export async function registerSavedViewRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;

  app.get('/saved-views', async (request) => {
    const userId = signedInUser(request).id;
    const { resource } = request.query as { resource?: string };
    if (resource !== undefined) servedResource(context, resource);
    const rows = await db.query<ViewRow>(
      `${selectViews} where (v.owner_id = $1 or v.shared) and ($2::text is null or v.resource = $2) order by lower(v.name), v.id`,
      [userId, resource ?? null],
    );
    return { data: rows.rows.map((row) => asView(row, userId)) };
  });

  app.post('/saved-views', async (request, reply) => {
    const userId = signedInUser(request).id;
    const body = parseBody(savedViewCreateSchema, request.body);
    const state = checkedState(servedResource(context, body.resource), body.state);
    try {
      const { id } = (
        await db.query<{ id: string }>(
          `insert into ${savedViewsTable} (owner_id, resource, name, shared, state) values ($1, $2, $3, $4, $5) returning id`,
          [userId, body.resource, body.name, body.shared, JSON.stringify(state)],
        )
      ).rows[0];
      const row = (await db.query<ViewRow>(`${selectViews} where v.id = $1`, [id])).rows[0];
      return reply.status(201).send({ data: asView(row, userId) });
    } catch (error) {
      throw isNameTaken(error) ? nameTaken() : error;
    }
  });

  app.patch('/saved-views/:id', async (request) => {
    const userId = signedInUser(request).id;
    const row = await ownView(db, request, userId);
    const changes = parseBody(savedViewUpdateSchema, request.body);
    const state = changes.state ? checkedState(servedResource(context, row.resource), changes.state) : row.state;
    try {
      await db.query(`update ${savedViewsTable} set name = $2, shared = $3, state = $4, updated_at = now() where id = $1`, [
        row.id,
        changes.name ?? row.name,
        changes.shared ?? row.shared,
        JSON.stringify(state),
      ]);
    } catch (error) {
      throw isNameTaken(error) ? nameTaken() : error;
    }
    return { data: asView((await db.query<ViewRow>(`${selectViews} where v.id = $1`, [row.id])).rows[0], userId) };
  });

  app.delete('/saved-views/:id', async (request, reply) => {
    const row = await ownView(db, request, signedInUser(request).id);
    await db.query(`delete from ${savedViewsTable} where id = $1`, [row.id]);
    return reply.status(204).send();
  });
}
