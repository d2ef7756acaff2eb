/**
 * The server's answers in the request's language (docs/api.md "Languages"), one of each family: a
 * 404, a write check, an export's refusal and a password route's 200, each in German and one other
 * language, and in English to a language the server does not have.
 */
import { bodies } from '../items/test-data.test-support';
import { createStaffSession, startTestServer, type TestServer, type TestSession } from '../testing.test-support';

let server: TestServer;
let staff: TestSession;

beforeAll(async () => {
  server = await startTestServer();
  staff = await createStaffSession(server);
});
afterAll(() => server?.close());

const nobody = '00000000-0000-4000-8000-000000000000';

/** The answer's status and body to `language` (no Accept-Language when undefined). */
async function ask(language: string | undefined, method: 'GET' | 'POST', url: string, payload?: object, signedIn = true) {
  const answer = await server.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(language ? { 'accept-language': language } : {}), ...(signedIn ? { authorization: staff.authorization } : {}) },
    payload,
  });
  return { status: answer.statusCode, body: answer.json() };
}

describe("the server's answers in the request's language", () => {
  it("says a 404 with the resource's name in the language", async () => {
    const missing = (language?: string) => ask(language, 'GET', `/admin/exercises/${nobody}`);
    expect(await missing('de-DE')).toEqual({ status: 404, body: { message: 'Übung nicht gefunden.' } });
    expect(await missing('fr')).toEqual({ status: 404, body: { message: 'Exercice introuvable.' } });
    expect(await missing('tlh')).toEqual({ status: 404, body: { message: 'No such exercise.' } });
    expect(await missing()).toEqual({ status: 404, body: { message: 'No such exercise.' } });
    expect(await ask('nl', 'GET', '/admin/no-such-route')).toEqual({
      status: 404,
      body: { message: 'Geen route voor GET /api/v1/admin/no-such-route.' },
    });
  });

  it("says a write check's refusal of an id that names nothing", async () => {
    const refused = (language: string) => ask(language, 'POST', '/admin/exercises', bodies.exercise('Lunge', { equipment_ids: [nobody] }));
    expect(await refused('de')).toEqual({
      status: 422,
      body: { message: 'Die übermittelten Daten sind ungültig.', errors: { equipment_ids: [`Trainingsgerät nicht gefunden: ${nobody}`] } },
    });
    expect((await refused('es')).body.errors).toEqual({ equipment_ids: [`Material inexistente: ${nobody}`] });
    expect((await refused('x-klingon')).body.errors).toEqual({ equipment_ids: [`No such equipment: ${nobody}`] });
  });

  it("says an export's refusals", async () => {
    expect(await ask('de', 'GET', '/admin/export/exercises?format=xml')).toEqual({
      status: 422,
      body: { message: 'Die Abfrage ist ungültig.', errors: { format: ['Muss eines davon sein: csv, json'] } },
    });
    expect(await ask('pt-PT', 'GET', '/admin/export/no-such-things?format=csv')).toEqual({
      status: 404,
      body: { message: 'Este recurso não existe.' },
    });
    expect((await ask('tlh', 'GET', '/admin/export/exercises?format=xml')).body.errors).toEqual({ format: ['Must be one of csv, json'] });
  });

  it("says a password route's 200", async () => {
    const sent = (language: string, email: string) => ask(language, 'POST', '/password/forgot', { email }, false);
    expect(await sent('de', 'ana@club.test')).toEqual({
      status: 200,
      body: { message: 'Wenn es für diese E-Mail-Adresse ein Konto gibt, ist ein Link zum Zurücksetzen des Passworts unterwegs.' },
    });
    expect((await sent('nl-BE', 'bo@club.test')).body.message).toBe(
      'Als er een account bestaat voor dit e-mailadres, is een link om het wachtwoord opnieuw in te stellen onderweg.',
    );
    expect((await sent('tlh', 'cy@club.test')).body.message).toBe(
      'If an account exists for this e-mail address, a link to reset its password is on its way.',
    );
  });
});
