/**
 * The real reference API for a component test: a test server of its own that lets this page's
 * origin call it, a staff member signed in through the real providers, their dataProvider, and
 * plain calls to the API with the staff member's token.
 *
 * @param definitions the resources the dataProvider knows, all by default
 * @param served the resources the server serves, all by default
 */
import type { ResourceDefinition } from '../../../resources/definition';
import { sessionClient } from '../../../server/auth/session-client.test-support';
import { startTestServer } from '../../../server/testing.test-support';
import { providersFor } from '../../../providers/testing/server-providers.test-support';

export async function startSignedInApi(definitions?: readonly ResourceDefinition[], served?: readonly ResourceDefinition[]) {
  const server = await startTestServer({ adminOrigins: [window.location.origin] }, served);
  const client = sessionClient(server);
  const staff = await client.addUser({ email: 'staff@builders.test', role: 'staff' });
  const providers = providersFor(server, { definitions });
  await providers.session.signIn({ email: staff.email, password: staff.password });
  const { accessToken } = await client.signIn(staff.email, staff.password);
  return {
    server,
    dataProvider: providers.dataProvider,
    /** A call to the API under `/api/v1` as the staff member, JSON in and out (snake_case). */
    request: (method: string, path: string, body?: unknown) => client.request(method, path, { body, token: accessToken }),
    /** A GET under `/api/v1` as the staff member, its body as text (an export). */
    text: async (path: string) => (await fetch(server.apiUrl + path, { headers: { authorization: `Bearer ${accessToken}` } })).text(),
    async close() {
      providers.session.dispose();
      await server.close();
    },
  };
}
