/** The live routes (docs/api.md "Live", docs/live.md): a stream ticket, the event stream it opens, a tab's presence. */
import { jsonSchemaOf } from './json-schema';
import { presenceSchema } from '../live/presence';
import { answer, dataOf, errors, integer, json, object, queryParam, string } from './schemas';

const live = ['Live'];

export function livePaths() {
  return {
    '/admin/live/tickets': {
      post: {
        tags: live,
        summary: 'A ticket that opens one event stream, once, within its seconds',
        responses: { 200: answer('The ticket', dataOf(object({ ticket: string, expires_in: integer }))), ...errors(401, 403) },
      },
    },
    '/admin/live/presence': {
      post: {
        tags: live,
        summary: 'Where this tab is: the item open and its step or language tab; without an item, it left',
        requestBody: { required: true, content: json(jsonSchemaOf(presenceSchema, 'input')) },
        responses: { 204: answer('Told to everyone'), ...errors(401, 403, 422) },
      },
    },
    '/live/stream': {
      get: {
        security: [],
        tags: live,
        summary: 'Server-sent events: changes of items and presence, until the token of the ticket ends',
        parameters: [
          { ...queryParam('ticket', 'A ticket from POST /admin/live/tickets'), required: true },
          { ...queryParam('tab', 'The tab opening it (8 to 64 letters, digits, - or _)'), required: true },
          queryParam('last_event_id', 'The id of the last event seen, to replay what came after (or the Last-Event-ID header)'),
        ],
        responses: {
          200: { description: 'The events', content: { 'text/event-stream': { schema: string } } },
          ...errors(401, 422),
        },
      },
    },
  };
}
