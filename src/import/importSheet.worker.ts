/**
 * Reads a chosen file off the main thread (decoding and parsing 10,000 exercises takes a second),
 * posting its progress and then the sheet or the problem (readSpreadsheet.ts).
 */
import { readSpreadsheet } from './readSpreadsheet';
import type { ReadProgress, SheetOrProblem } from './spreadsheet';

export type WorkerMessage = { progress: ReadProgress } | { result: SheetOrProblem } | { failure: string };

const post = (message: WorkerMessage) => (self as unknown as { postMessage(message: WorkerMessage): void }).postMessage(message);

self.onmessage = (event: MessageEvent<Blob>) => {
  readSpreadsheet(event.data, (progress) => post({ progress })).then(
    (result) => post({ result }),
    (error: unknown) => post({ failure: error instanceof Error ? error.message : String(error) }),
  );
};
