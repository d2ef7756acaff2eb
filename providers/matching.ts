/**
 * The dataProvider's methods for bulk writes over every item a list's search and filters select
 * ("Select all 1,234 matching"), loaded or not (docs/versions.md, "bulk writes by filter"): the
 * exact count to confirm, then one request that changes or deletes them all, or nothing if the
 * selection changed meanwhile (a 409 that carries the count now). An API without them (a stock
 * Laravel back end) answers an error, and the admin then offers no such selection.
 */
import { z } from 'zod/mini';
import type { ResourceDefinition } from '../resources/definition';
import type { HttpClient, QueryValue } from './http-client';
import { HttpError } from './http-error';
import { parseAnswer } from './parse-answer';

export interface MatchingCount {
  count: number;
  /** More items match than one bulk write may change. */
  more: boolean;
}

export interface MatchingMethods {
  countMatching(resource: string, params: { filter: Record<string, unknown>; signal?: AbortSignal }): Promise<{ data: MatchingCount }>;
  updateMatching(
    resource: string,
    params: { filter: Record<string, unknown>; count: number; data: Record<string, unknown> },
  ): Promise<{ data: { updated: number } }>;
  deleteMatching(resource: string, params: { filter: Record<string, unknown>; count: number }): Promise<{ data: { deleted: number } }>;
}

const countSchema = z.object({ data: z.object({ count: z.int().check(z.gte(0)), more: z.boolean() }) });
const updatedSchema = z.object({ data: z.object({ updated: z.int().check(z.gte(0)) }) });
const deletedSchema = z.object({ data: z.object({ deleted: z.int().check(z.gte(0)) }) });

/** The number of items that match now, from a 409 that refused a bulk write by filter. */
export function countNowOf(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const count = (error.body as { count?: unknown } | undefined)?.count;
  return typeof count === 'number' ? count : undefined;
}

export function matchingMethods(
  httpClient: HttpClient,
  definitionOf: (resource: string) => ResourceDefinition,
  /** The list's selection as the API's query (the same the list and the export send). */
  queryOf: (definition: ResourceDefinition, filter: Record<string, unknown>) => Record<string, QueryValue>,
  /** A write body as the API takes it. */
  payloadOf: (definition: ResourceDefinition, data: Record<string, unknown>) => Promise<unknown>,
): MatchingMethods {
  const base = (definition: ResourceDefinition) => `admin/${definition.endpoint}`;
  return {
    async countMatching(resource, { filter, signal }) {
      const definition = definitionOf(resource);
      return parseAnswer(
        countSchema,
        await httpClient.request(`${base(definition)}/count`, { query: queryOf(definition, filter), signal }),
      );
    },
    async updateMatching(resource, { filter, count, data }) {
      const definition = definitionOf(resource);
      const answer = await httpClient.request(`${base(definition)}/bulk`, {
        method: 'PATCH',
        query: queryOf(definition, filter),
        body: { count, data: await payloadOf(definition, data) },
      });
      return parseAnswer(updatedSchema, answer);
    },
    async deleteMatching(resource, { filter, count }) {
      const definition = definitionOf(resource);
      const answer = await httpClient.request(`${base(definition)}/bulk-delete`, {
        method: 'POST',
        query: queryOf(definition, filter),
        body: { count },
      });
      return parseAnswer(deletedSchema, answer);
    },
  };
}
