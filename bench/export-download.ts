/**
 * The client of `npm run bench:export`, in a process of its own so that the server's figures are
 * not the client's: downloads one export, counting its bytes and rows and keeping nothing, and
 * prints `{ bytes, rows, complete, seconds, cpuSeconds }` as JSON. Arguments: URL, access token,
 * format, time budget in ms.
 *
 * It reads the response with `node:http`, as the bytes arrive, and counts the rows as the admin
 * does (`createRowCounter`). On a machine of few cores the client's CPU is taken from the server
 * and the database, and `fetch`'s web streams cost the client more of it than `node:http`.
 * `cpuSeconds` says what it took.
 */
import http from 'node:http';
import { createRowCounter, type ExportFormat } from '../src/export/exportRows';

interface Download {
  bytes: number;
  rows: number;
  complete: boolean;
  seconds: number;
  cpuSeconds: number;
}

function download(url: string, token: string, format: ExportFormat, budgetMs: number): Promise<Download> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const counter = createRowCounter(format);
  let bytes = 0;
  let rows = 0;
  const result = (complete: boolean): Download => {
    const cpu = process.cpuUsage(cpuBefore);
    return { bytes, rows, complete, seconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
  };
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.setEncoding('utf8').on('data', (text: string) => (body += text));
        response.on('end', () => reject(new Error(`GET ${url} answered ${response.statusCode}: ${body.slice(0, 300)}`)));
        return;
      }
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        rows = counter.add(chunk);
      });
      response.on('end', () => {
        clearTimeout(budget);
        resolve(result(response.complete));
      });
      response.on('error', reject);
    });
    const budget = setTimeout(() => {
      resolve(result(false));
      request.destroy();
    }, budgetMs);
    request.on('error', (error) => {
      clearTimeout(budget);
      reject(error);
    });
  });
}

const [url, token, format, budget] = process.argv.slice(2);
if (!url || !token || (format !== 'csv' && format !== 'json') || !Number(budget)) {
  console.error('usage: export-download.ts URL TOKEN csv|json BUDGET_MS');
  process.exit(2);
}
download(url, token, format, Number(budget)).then(
  (result) => {
    console.log(JSON.stringify(result));
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
