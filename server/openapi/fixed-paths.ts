/** The OpenAPI routes every server has, whatever it serves: sessions, files, saved views, the document itself. */
import { savedViewCreateSchema, savedViewStateSchema, savedViewUpdateSchema } from '../../resources/saved-views';
import { jsonSchemaOf } from './json-schema';
import { ref, json, string, integer, boolean, object, dataOf, answer, errors, idParam, queryParam } from './schemas';

const tokenAnswer = object({ token_type: { const: 'Bearer' }, expires_in: integer, access_token: string, refresh_token: string });
const messageAnswer = object({ message: string });
export const savedView = object({
  id: string,
  resource: string,
  name: string,
  shared: boolean,
  state: jsonSchemaOf(savedViewStateSchema, 'output'),
  mine: boolean,
  owner_name: string,
  updated_at: string,
});

/** The routes every server has, whatever it serves: sessions, files, saved views, this document. */
export function fixedPaths() {
  const open = { security: [] };
  const account = ['Account'];
  return {
    '/oauth/token': {
      post: {
        ...open,
        tags: account,
        summary: 'Sign in (password grant) or refresh (refresh_token grant)',
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['grant_type', 'client_id', 'client_secret'],
                properties: Object.fromEntries(
                  ['grant_type', 'client_id', 'client_secret', 'username', 'password', 'refresh_token'].map((key) => [
                    key,
                    { type: 'string' },
                  ]),
                ),
              },
            },
          },
        },
        responses: {
          200: answer('Tokens', tokenAnswer),
          400: answer('Invalid grant', object({ error: string, error_description: string, message: string }, ['error_description'])),
          ...errors(401, 429),
        },
      },
    },
    '/me': {
      get: {
        tags: account,
        summary: 'The signed-in user',
        responses: {
          200: answer(
            'The user',
            dataOf(object({ id: string, email: string, first_name: string, last_name: string, role: { enum: ['staff', 'member'] } })),
          ),
          ...errors(401),
        },
      },
      delete: {
        tags: account,
        summary: 'Delete the account, with its password',
        requestBody: {
          required: true,
          content: json(object({ password: string })),
        },
        responses: { 204: answer('Deleted'), ...errors(401, 422) },
      },
    },
    '/password/forgot': {
      post: {
        ...open,
        tags: account,
        summary: 'Send a reset link',
        requestBody: { required: true, content: json(object({ email: string })) },
        responses: { 200: answer('Sent, if the account exists', messageAnswer), ...errors(422, 429) },
      },
    },
    '/password/reset/check': {
      post: {
        ...open,
        tags: account,
        summary: 'Whether a reset link is valid',
        requestBody: {
          required: true,
          content: json(object({ token: string, email: string })),
        },
        responses: { 200: answer('Valid', messageAnswer), 400: answer('Invalid or expired', messageAnswer), ...errors(422) },
      },
    },
    '/password/reset': {
      post: {
        ...open,
        tags: account,
        summary: 'Set a new password with a reset link',
        requestBody: {
          required: true,
          content: json(object({ token: string, email: string, password: string })),
        },
        responses: { 200: answer('Changed', messageAnswer), 400: answer('Invalid or expired', messageAnswer), ...errors(422) },
      },
    },
    '/admin/media': {
      post: {
        tags: ['Files'],
        summary: 'Upload an image or a video',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: object({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }),
            },
          },
        },
        responses: { 201: answer('Stored', dataOf(ref('Media'))), ...errors(401, 403, 413, 422) },
      },
    },
    '/admin/saved-views': {
      get: {
        tags: ['Saved views'],
        summary: "The user's views of a list and the shared ones",
        parameters: [{ ...queryParam('resource', 'The list'), required: true }],
        responses: { 200: answer('Views', dataOf({ type: 'array', items: ref('SavedView') })), ...errors(401, 403, 422) },
      },
      post: {
        tags: ['Saved views'],
        summary: 'Save a view',
        requestBody: { required: true, content: json(jsonSchemaOf(savedViewCreateSchema, 'input')) },
        responses: { 201: answer('Saved', dataOf(ref('SavedView'))), ...errors(401, 403, 422) },
      },
    },
    '/admin/saved-views/{id}': {
      parameters: [idParam],
      patch: {
        tags: ['Saved views'],
        summary: 'Rename, share or change a view (its owner)',
        requestBody: { required: true, content: json(jsonSchemaOf(savedViewUpdateSchema, 'input')) },
        responses: { 200: answer('Changed', dataOf(ref('SavedView'))), ...errors(401, 403, 404, 422) },
      },
      delete: {
        tags: ['Saved views'],
        summary: 'Delete a view (its owner)',
        responses: { 204: answer('Deleted'), ...errors(401, 403, 404) },
      },
    },
    '/openapi.json': {
      get: {
        ...open,
        tags: ['Documents'],
        summary: 'This document',
        responses: { 200: answer('The OpenAPI document', { type: 'object' }) },
      },
    },
    '/definitions': {
      get: {
        ...open,
        tags: ['Documents'],
        summary: 'The fingerprint of the resource definitions served: an admin built from others is stale',
        responses: { 200: answer('The fingerprint', object({ fingerprint: string })) },
      },
    },
  };
}
