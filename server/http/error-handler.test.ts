import Fastify from 'fastify';
import { HttpError } from '../errors';
import { handleError } from './error-handler';

/** A bare Fastify app with the API's error handler and routes that fail in each way. */
async function failingApp() {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get('/http-error', async () => {
    throw new HttpError(422, { message: 'server.invalidData' }, { 'name.en': [{ message: 'validation.required' }] }, { hint: 'extra' });
  });
  app.get('/client-error', async () => {
    throw Object.assign(new Error('Payload too large'), { statusCode: 413 });
  });
  app.get('/bug', async () => {
    throw new Error('secret internal detail');
  });
  app.post('/echo', async (request) => request.body);
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('answers an HttpError with its status, message, field errors and extra keys', async () => {
    const app = await failingApp();
    const response = await app.inject({ method: 'GET', url: '/http-error' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ hint: 'extra', message: 'The given data was invalid.', errors: { 'name.en': ['Required'] } });
    await app.close();
  });

  it('keeps the 4xx of an error raised for bad input', async () => {
    const app = await failingApp();
    expect((await app.inject({ method: 'GET', url: '/client-error' })).json()).toEqual({ message: 'The request is too large.' });
    const malformed = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request is malformed.' });
    const german = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'text/csv', 'accept-language': 'de' },
      payload: 'a',
    });
    expect(german.statusCode).toBe(415);
    expect(german.json()).toEqual({ message: 'Diese Art von Inhalt wird hier nicht angenommen.' });
    await app.close();
  });

  it('answers anything else with a 500 that tells nothing of the cause', async () => {
    const app = await failingApp();
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong' });
    await app.close();
  });
});
