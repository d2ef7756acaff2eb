import Fastify from 'fastify';
import { forgotPasswordSchema } from '../../resources/account';
import { exercises } from '../../resources/exercises/definition';
import { resetPasswordMail } from '../auth/reset-mail';
import { signInAttempts } from '../auth/request-limits';
import { invalidFields, tryAgainLater } from '../errors';
import { parseListQuery } from '../lists/query';
import { handleError } from '../http/error-handler';
import { parseBody } from '../http/parse-body';
import { acceptedLanguages, translationFor } from './texts';

/** A bare app with the API's error handler: a body checked as the forgot-password route checks it, and an exercise list's query. */
async function app() {
  const server = Fastify({ logger: false });
  server.setErrorHandler(handleError);
  server.post('/forgot', async (request) => parseBody(forgotPasswordSchema, request.body));
  server.get('/exercises', async (request) => {
    parseListQuery(exercises, new URL(request.url, 'http://localhost').searchParams, 'cursor');
    return {};
  });
  server.post('/sign-in', async () => {
    throw tryAgainLater(429, signInAttempts.refusal(30), 30);
  });
  server.post('/views', async () => {
    throw invalidFields({ name: { message: 'server.savedViews.nameTaken' } });
  });
  await server.ready();
  return server;
}

describe('the language of the server’s answers (docs/api.md "Languages")', () => {
  it('reads Accept-Language by preference, language by language', () => {
    expect(acceptedLanguages('de-CH, fr;q=0.9, en;q=0.8')).toEqual(['de', 'fr', 'en']);
    expect(acceptedLanguages('fr;q=0.5, nl, *;q=0.1')).toEqual(['nl', 'fr']);
    expect(acceptedLanguages('x-klingon, ../en;q=1, pt;q=0')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('says a 422 and its field messages in German to Accept-Language: de', async () => {
    const server = await app();
    const answer = await server.inject({
      method: 'POST',
      url: '/forgot',
      headers: { 'accept-language': 'de' },
      payload: { email: 'nope' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message: 'Die übermittelten Daten sind ungültig.', errors: { email: ['Ungültige E-Mail-Adresse'] } });
    await server.close();
  });

  it('falls back to English for a language it does not have, or none', async () => {
    const server = await app();
    for (const language of ['tlh, x-pig-latin;q=0.5', undefined]) {
      const answer = await server.inject({
        method: 'POST',
        url: '/forgot',
        headers: language ? { 'accept-language': language } : {},
        payload: {},
      });
      expect(answer.json(), language).toEqual({ message: 'The given data was invalid.', errors: { email: ['Required'] } });
    }
    await server.close();
  });

  it('refuses a list filter in the first language it has, with its values', async () => {
    const server = await app();
    const answer = await server.inject({
      method: 'GET',
      url: '/exercises?video=2&per_page=5000',
      headers: { 'accept-language': 'it, nl-BE;q=0.8' },
    });
    expect(answer.json()).toEqual({
      message: 'De zoekopdracht is ongeldig.',
      errors: { video: ['Moet 1 of 0 zijn'], per_page: ['Moet een geheel getal van 1 tot 100 zijn'] },
    });
    await server.close();
  });

  it("says a 429 of the sign-in limits and a saved view's refusal in the request's language", async () => {
    const server = await app();
    const limited = await server.inject({ method: 'POST', url: '/sign-in', headers: { 'accept-language': 'pt-PT' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.json()).toEqual({ message: 'Demasiadas tentativas de início de sessão. Tente novamente dentro de 30 segundos.' });
    const taken = await server.inject({ method: 'POST', url: '/views', headers: { 'accept-language': 'de' } });
    expect(taken.json()).toEqual({
      message: 'Die übermittelten Daten sind ungültig.',
      errors: { name: ['Sie haben bereits eine Ansicht dieser Liste mit diesem Namen.'] },
    });
    await server.close();
  });

  it('writes the password-reset mail in the language it was asked in, plural and all', async () => {
    const config = { publicUrl: 'https://admin.test', mailFrom: 'noreply@admin.test', resetTokenTtlSeconds: 3600 };
    const spanish = resetPasswordMail(config, 'ana@club.test', 't0ken', await translationFor('es-ES'));
    expect(spanish.subject).toBe('Restablezca su contraseña');
    expect(spanish.text).toContain('Este enlace caduca en 60 minutos y sirve una sola vez.');
    const french = resetPasswordMail({ ...config, resetTokenTtlSeconds: 60 }, 'ana@club.test', 't0ken', await translationFor('fr'));
    expect(french.text).toContain('Ce lien expire dans 1 minute');
    expect(resetPasswordMail(config, 'ana@club.test', 't0ken').subject).toBe('Reset your password');
  });

  it('says an upload limit in the language’s units and numbers', async () => {
    const tooLarge = (bytes: number) => ({ message: 'server.media.tooLarge', sizes: { size: bytes } });
    expect((await translationFor('fr'))(tooLarge(10 * 1024 ** 2))).toBe('Le fichier dépasse les 10 Mo autorisés');
    expect((await translationFor('de'))(tooLarge(1.5 * 1024 ** 2))).toBe('Die Datei ist größer als die erlaubten 1,5 MB');
    expect((await translationFor(undefined))(tooLarge(500 * 1024 ** 2))).toBe('The file is larger than the 500 MB allowed');
  });
});
