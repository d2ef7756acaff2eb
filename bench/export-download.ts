/**
 * The client of `npm run bench:export`, in a process of its own so that the server's figures are
 * not the client's: downloads one export, counting its bytes and rows and keeping nothing, and
 * prints `{ bytes, rows, complete, seconds }` as JSON. Arguments: URL, access token, format, time
 * budget in ms.
 */
import { createRowCounter, type ExportFormat } from '../src/export/exportRows';

async function download(url: string, token: string, format: ExportFormat, budgetMs: number) {
  const signal = AbortSignal.timeout(budgetMs);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
  if (response.status !== 200 || !response.body)
    throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const counter = createRowCounter(format);
  const reader = response.body.getReader();
  let bytes = 0;
  let rows = 0;
  let complete = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      rows = counter.add(value);
    }
    complete = true;
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  return { bytes, rows, complete, seconds: (performance.now() - started) / 1000 };
}

const [url, token, format, budget] = process.argv.slice(2);
if (!url || !token || (format !== 'csv' && format !== 'json') || !Number(budget)) {
  console.error('usage: export-download.ts URL TOKEN csv|json BUDGET_MS');
  process.exit(2);
}
download(url, token, format, Number(budget)).then(
  (result) => console.log(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
