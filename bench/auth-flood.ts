/**
 * `npm run bench:auth-flood`: the p95 of an authenticated list request alone, then while 10
 * clients flood `/password/reset` and `/oauth/token` with unknown e-mails, and their ratio.
 * Target: under 2 (a flood of unauthenticated requests must not starve signed-in staff).
 * The real server on 127.0.0.1 with its default limits, on an embedded database.
 */
import { randomBytes } from 'node:crypto';
import { demoClient, readConfig } from '../server/config';
import { createStaffSession, startTestServer } from '../server/testing.test-support';

// A flood lasts: 1,000 requests (some seconds) reach the steady state an attacker keeps up, past the first minute's allowance.
const requests = Number(process.argv[process.argv.indexOf('--requests') + 1]) || 1000;
const floodClients = 10;
const defaults = readConfig({});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main() {
  const server = await startTestServer({
    passwordChecksPerAddressPerMinute: defaults.passwordChecksPerAddressPerMinute,
    signInFailuresPerAccountPerHour: defaults.signInFailuresPerAccountPerHour,
    signInAttemptsPerMinute: defaults.signInAttemptsPerMinute,
    authFailuresPerAddressPerMinute: defaults.authFailuresPerAddressPerMinute,
  });
  try {
    const staff = await createStaffSession(server);
    const list = async () => {
      const started = performance.now();
      const response = await fetch(`${server.apiUrl}/admin/authors?per_page=25`, { headers: { authorization: staff.authorization } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the list answered ${response.status}`);
      return performance.now() - started;
    };
    const timeList = async () => {
      const times: number[] = [];
      for (let index = 0; index < requests; index++) times.push(await list());
      return percentile(times, 95);
    };

    for (let index = 0; index < 20; index++) await list(); // warm-up
    const alone = await timeList();

    let flooding = true;
    const statuses = new Map<number, number>();
    const unknownEmail = () => `nobody-${randomBytes(6).toString('hex')}@example.test`;
    const floodOnce = async (client: number, round: number) => {
      const reset = round % 2 === 0;
      const response = await fetch(`${server.apiUrl}${reset ? '/password/reset' : '/oauth/token'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          reset
            ? { token: randomBytes(20).toString('hex'), email: unknownEmail(), password: 'a-new-password' }
            : {
                grant_type: 'password',
                client_id: demoClient.id,
                client_secret: demoClient.secret,
                username: unknownEmail(),
                password: `guess-${client}-${round}`,
              },
        ),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    };
    const flood = Array.from({ length: floodClients }, async (_, client) => {
      for (let round = 0; flooding; round++) await floodOnce(client, round);
    });
    const underFlood = await timeList();
    flooding = false;
    await Promise.all(flood);

    const ratio = underFlood / alone;
    console.log(`authenticated list p95, ${requests} requests:`);
    console.log(`  alone:       ${alone.toFixed(1)} ms`);
    console.log(
      `  under flood: ${underFlood.toFixed(1)} ms (${floodClients} clients on /password/reset and /oauth/token; answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')})`,
    );
    console.log(`  ratio:       ${ratio.toFixed(2)} (target: under 2)`);
    console.log(ratio < 2 ? 'TARGET MET' : 'TARGET MISSED');
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
