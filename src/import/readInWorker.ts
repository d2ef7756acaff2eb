/**
 * Reads a file in a Web Worker (importSheet.worker.ts), so the page stays responsive while a large
 * file is decoded and parsed; the parsers come with the worker's own script, never the page's.
 */
import type { ReadProgress, SheetOrProblem } from './spreadsheet';
import type { WorkerMessage } from './importSheet.worker';
import SpreadsheetWorker from './importSheet.worker?worker';

export function readInWorker(file: Blob, onProgress: (progress: ReadProgress) => void, signal: AbortSignal): Promise<SheetOrProblem> {
  const worker = new SpreadsheetWorker();
  return new Promise<SheetOrProblem>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if ('progress' in message) return onProgress(message.progress);
      signal.removeEventListener('abort', stop);
      worker.terminate();
      if ('result' in message) resolve(message.result);
      else reject(new Error(message.failure));
    };
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(file);
  });
}
