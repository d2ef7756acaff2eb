/** The routes of an account's own security (docs/api.md "Sessions", "A second factor"): revocation, devices, the log and the second factor. */
import { answer, dataOf, errors, json, object, string, boolean, integer } from './schemas';

const account = ['Account'];
const password = { required: true, content: json(object({ password: string })) };
const recoveryCodes = dataOf(object({ recovery_codes: { type: 'array', items: string } }));
const session = object({ id: string, browser: string, os: string, ip: string, created_at: string, last_used_at: string, current: boolean });
const securityEvent = object({ id: string, at: string, kind: string, ip: string, browser: string, os: string });

export function accountSecurityPaths() {
  return {
    '/oauth/revoke': {
      post: {
        security: [],
        tags: account,
        summary: 'Revoke a token and every token of its sign-in (RFC 7009); an unknown token is no error',
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: object({ token: string, token_type_hint: string, client_id: string, client_secret: string }, ['token_type_hint']),
            },
          },
        },
        responses: { 200: answer('Revoked, or nothing to revoke'), 400: answer('Malformed'), ...errors(401) },
      },
    },
    '/me/sessions': {
      get: {
        tags: account,
        summary: "The account's signed-in devices",
        responses: { 200: answer('Sessions', dataOf({ type: 'array', items: session })), ...errors(401) },
      },
      delete: {
        tags: account,
        summary: 'Sign out every other device',
        responses: { 200: answer('Ended', dataOf(object({ ended: integer }))), ...errors(401) },
      },
    },
    '/me/sessions/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: string }],
      delete: { tags: account, summary: 'Sign one device out', responses: { 204: answer('Ended'), ...errors(401, 404) } },
    },
    '/me/security-log': {
      get: {
        tags: account,
        summary: 'Sign-ins, failures, lockouts, revocations and second-factor changes, newest first',
        parameters: [{ name: 'before', in: 'query', required: false, schema: string }],
        responses: {
          200: answer(
            'Events',
            object({ data: { type: 'array', items: securityEvent }, meta: object({ next_before: { type: ['string', 'null'] } }) }),
          ),
          ...errors(401, 422),
        },
      },
    },
    '/me/second-factor': {
      get: {
        tags: account,
        summary: "The account's second factor",
        responses: {
          200: answer('State', dataOf(object({ enabled: boolean, required: boolean, recovery_codes_left: integer }))),
          ...errors(401),
        },
      },
      post: {
        tags: account,
        summary: 'Turn the second factor on with the first code of the app',
        requestBody: { required: true, content: json(object({ code: string })) },
        responses: { 200: answer('On, with recovery codes', recoveryCodes), ...errors(401, 422, 429) },
      },
      delete: {
        tags: account,
        summary: 'Remove the second factor, with the password',
        requestBody: password,
        responses: { 204: answer('Removed'), ...errors(401, 403, 422, 429) },
      },
    },
    '/me/second-factor/enrolment': {
      post: {
        tags: account,
        summary: 'A new secret and its QR code, with the password',
        requestBody: password,
        responses: {
          200: answer('Secret', dataOf(object({ secret: string, uri: string, qr_code: string }))),
          ...errors(401, 403, 422, 429),
        },
      },
    },
    '/me/second-factor/recovery-codes': {
      post: {
        tags: account,
        summary: 'Ten new recovery codes, with the password',
        requestBody: password,
        responses: { 200: answer('Codes', recoveryCodes), ...errors(401, 403, 422, 429) },
      },
    },
  };
}
