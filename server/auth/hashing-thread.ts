/**
 * scrypt on a thread of its own at the lowest scheduling priority. On libuv's pool it would
 * share threads with file I/O and compete with the request thread for the CPU at equal rank:
 * a flood of password checks (unknown e-mails run a decoy hash) then slowed every signed-in
 * request. At nice 19 the hash only gets the CPU time nothing else wants. The code is inline so
 * that the bundled server (one file in dist-server/) needs no second entry point.
 */
import { Worker } from 'node:worker_threads';

const threadSource = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
try { setPriority(19); } catch { /* not permitted here: run at the normal priority */ }
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

type Pending = { resolve: (key: Buffer) => void; reject: (error: Error) => void };

let thread: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function hashingThread(): Worker {
  if (thread) return thread;
  const started = new Worker(threadSource, { eval: true });
  started.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (!waiting) return;
    if (key) waiting.resolve(Buffer.from(key));
    else waiting.reject(new Error(error ?? 'scrypt failed'));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', () => {
    thread = undefined;
    failAll(new Error('the hashing thread stopped'));
  });
  thread = started;
  return started;
}

function failAll(error: Error) {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

export function scryptOnHashingThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N?: number; r?: number; p?: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const worker = hashingThread();
    // Held while a hash is owed (a script awaiting one must not exit), let go when idle.
    worker.ref();
    worker.postMessage({ id, password, salt: new Uint8Array(salt), keyLength, options: { ...options, maxmem: 64 * 1024 * 1024 } });
  });
}
