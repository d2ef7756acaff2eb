/**
 * Saved views of the lists (docs/api.md "Saved views"): each staff member's own and those shared with all
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { checkedBy, idParam } from '../http/route-schemas';
import { dataOf, errorAnswers, noBody } from '../openapi/answers';
import { savedViewSchema } from '../openapi/components';
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

const viewNotFound = () => notFound({ message: 'server.savedViews.notFound' });

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
  if (!definition) throw fieldError('resource', { message: 'server.noSuchResource' });
  return definition;
}

/** The state as stored: only columns the resource's list shows, each once. */
function checkedState(definition: ResourceDefinition, state: SavedViewState): SavedViewState {
  const unknown = (state.columns ?? []).filter((column) => !definition.list.columns.includes(column));
  if (unknown.length > 0)
    throw fieldError('state.columns', { message: 'server.savedViews.notAColumn', args: { columns: unknown.join(', ') } });
  if (state.columns && new Set(state.columns).size !== state.columns.length)
    throw fieldError('state.columns', { message: 'server.savedViews.columnTwice' });
  return state;
}

const isNameTaken = (error: unknown) => (error as { code?: string }).code === '23505';
const nameTaken = () => fieldError('name', { message: 'server.savedViews.nameTaken' });

/** A view the signed-in staff member may see (own or shared), or a 404. */
async function visibleView(db: Queryable, request: FastifyRequest, userId: string): Promise<ViewRow> {
  const { id } = request.params as { id: string };
  const row = (await db.query<ViewRow>(`${selectViews} where v.id = $1 and (v.owner_id = $2 or v.shared)`, [id, userId])).rows[0];
  if (!row) throw viewNotFound();
  return row;
}

async function ownView(db: Queryable, request: FastifyRequest, userId: string): Promise<ViewRow> {
  const row = await visibleView(db, request, userId);
  if (row.owner_id !== userId) throw forbidden({ message: 'server.savedViews.notOwner' });
  return row;
}

const tags = ['Saved views'];
const params = z.strictObject({ id: idParam({ message: 'server.savedViews.notFound' }) });
const view = dataOf(savedViewSchema);

export async function registerSavedViewRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const listSchema = {
    tags,
    summary: "The user's views of a list and the shared ones",
    // The resource is checked against those served (a 422 on `resource`); other parameters are let be.
    querystring: checkedBy(z.looseObject({ resource: z.optional(z.string()) }), (query) => query as { resource?: unknown }),
    response: { 200: dataOf(z.array(savedViewSchema)), ...errorAnswers(401, 403, 422) },
  };
  api.get('/saved-views', { schema: listSchema }, async (request) => {
    const userId = signedInUser(request).id;
    const { resource } = request.query as { resource?: string };
    if (resource !== undefined) servedResource(context, resource);
    const rows = await db.query<ViewRow>(
      `${selectViews} where (v.owner_id = $1 or v.shared) and ($2::text is null or v.resource = $2) order by lower(v.name), v.id`,
      [userId, resource ?? null],
    );
    return { data: rows.rows.map((row) => asView(row, userId)) };
  });

  const createSchema = {
    tags,
    summary: 'Save a view',
    body: savedViewCreateSchema,
    response: { 201: view, ...errorAnswers(401, 403, 422) },
  };
  api.post('/saved-views', { schema: createSchema }, async (request, reply) => {
    const userId = signedInUser(request).id;
    const body = request.body;
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

  const changeSchema = {
    tags,
    summary: 'Rename, share or change a view (its owner)',
    params,
    body: savedViewUpdateSchema,
    response: { 200: view, ...errorAnswers(401, 403, 404, 422) },
  };
  api.patch('/saved-views/:id', { schema: changeSchema }, async (request) => {
    const userId = signedInUser(request).id;
    const row = await ownView(db, request, userId);
    const changes = request.body;
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

  const deleteSchema = { tags, summary: 'Delete a view (its owner)', params, response: { 204: noBody, ...errorAnswers(401, 403, 404) } };
  api.delete('/saved-views/:id', { schema: deleteSchema }, async (request, reply) => {
    const row = await ownView(db, request, signedInUser(request).id);
    await db.query(`delete from ${savedViewsTable} where id = $1`, [row.id]);
    return reply.status(204).send();
  });
}
