/**
 * The `test` of a spec that needs a server to itself: it changes what every other spec relies on
 * (the demo accounts, their passwords) or reads what the others change (pictures of the demo
 * content, the count of a whole list). The other specs share one server, two at a time
 * (playwright.config.ts).
 *
 * Playwright tells workers apart by their worker fixtures' functions: each call makes new ones, so
 * each spec that calls it at its top gets a worker, and a server, that no other spec shares.
 */
import { test as sharedServerTest } from './fixtures';
import { launchServer, type RunningServer } from './global-setup';

export const testWithOwnServer = () =>
  sharedServerTest.extend<object, { ownServer: RunningServer }>({
    ownServer: [
      async ({}, use) => {
        const server = await launchServer();
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 240_000 },
    ],
    serverUrl: async ({ ownServer }, use) => use(ownServer.url),
    dataDir: async ({ ownServer }, use) => use(ownServer.dataDir),
  });
