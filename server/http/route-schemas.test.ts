import Fastify from 'fastify';
import { z } from 'zod/mini';
import { HttpError } from '../errors';
import { handleError } from './error-handler';
import { checkedBy, documentedShape, idParam, nothing, serializerCompiler, validatorCompiler } from './route-schemas';

const id = '0b6f9e0c-6c5e-4a39-9f57-3c1b0c1e2a10';

/** A bare Fastify app with the API's compilers and error handler, and a route of each part's schema. */
async function schemaApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  const response = { 200: z.unknown() };
  app.put(
    '/things/:id',
    {
      schema: {
        params: z.strictObject({ id: idParam({ message: 'server.savedViews.notFound' }) }),
        querystring: nothing,
        headers: z.looseObject({ 'if-match': z.string({ error: 'server.oauth.codeRequired' }) }),
        body: z.strictObject({ name: z.string().check(z.minLength(1, { error: 'Required' })) }),
        response,
      },
    },
    async (request) => ({ params: request.params, body: request.body }),
  );
  const own = checkedBy(z.strictObject({ grant: z.string() }), (body) => {
    if ((body as { grant?: unknown })?.grant !== 'password') throw new HttpError(400, { message: 'server.oauth.unsupportedGrant' });
    return body;
  });
  app.post('/own', { schema: { body: own, response } }, async (request) => request.body);
  app.post(
    '/throws',
    {
      schema: {
        body: checkedBy(z.unknown(), () => {
          throw new Error('a bug in a parse');
        }),
        response,
      },
    },
    async () => ({}),
  );
  await app.ready();
  return app;
}

const put = (url: string, headers: Record<string, string>, body: unknown) =>
  ({ method: 'PUT', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) }) as const;

describe("a route's zod schemas", () => {
  it('hand the route what they parsed: the id lower-cased', async () => {
    const app = await schemaApp();
    const response = await app.inject(put(`/things/${id.toUpperCase()}`, { 'if-match': '"1"' }, { name: 'Rondo' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { id }, body: { name: 'Rondo' } });
    await app.close();
  });

  it("refuse each part with the API's own answer, never Fastify's 400 or a 5xx", async () => {
    const app = await schemaApp();
    const cases = [
      [put('/things/not-an-id', { 'if-match': '"1"' }, { name: 'Rondo' }), 404, { message: 'No such saved view.' }],
      [
        put(`/things/${id}`, { 'if-match': '"1"' }, { name: '' }),
        422,
        { message: 'The given data was invalid.', errors: { name: ['Required'] } },
      ],
      [
        put(`/things/${id}?sort=name`, { 'if-match': '"1"' }, { name: 'Rondo' }),
        422,
        { message: 'The given query was invalid.', errors: { sort: ['Unknown parameter'] } },
      ],
      [put(`/things/${id}`, {}, { name: 'Rondo' }), 428, { message: 'Enter the code of your authenticator app, or a recovery code.' }],
    ] as const;
    for (const [request, status, body] of cases) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(status);
      expect(response.json(), request.url).toEqual(body);
    }
    await app.close();
  });

  it('let a part with its own rule answer as that rule does, on the body as it came', async () => {
    const app = await schemaApp();
    const refused = await app.inject({ method: 'POST', url: '/own', payload: { grant: 'magic' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The authorization grant type is not supported by the authorization server.' });
    // Text the database cannot hold is the rule's to refuse too, not the generic body check's 422.
    const unstorable = await app.inject({ method: 'POST', url: '/own', payload: { grant: 'pass\u0000word' } });
    expect(unstorable.statusCode).toBe(400);
    const accepted = await app.inject({ method: 'POST', url: '/own', payload: { grant: 'password' } });
    expect(accepted.json()).toEqual({ grant: 'password' });
    await app.close();
  });

  it('leave a bug in a parse a 500 that says nothing of it', async () => {
    const app = await schemaApp();
    const response = await app.inject({ method: 'POST', url: '/throws', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong' });
    await app.close();
  });

  it('document a part with its own rule by the shape it stands for', () => {
    const shape = z.strictObject({ grant: z.string() });
    expect(documentedShape(checkedBy(shape, (body) => body))).toBe(shape);
    expect(documentedShape(shape)).toBe(shape);
  });
});
