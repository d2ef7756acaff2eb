/**
 * A spreadsheet as the import reads it: its header and its rows of text cells, or why it cannot
 * be read (a catalogue key of `import.file.*` and its values). What a file may be, and how large,
 * is said here once, for the screen to tell the user before they choose one.
 */
export interface Sheet {
  header: string[];
  rows: string[][];
}

export interface FileProblem {
  problem: string;
  args?: Record<string, string | number>;
}

export type SheetOrProblem = { sheet: Sheet } | FileProblem;

/** The largest file the import reads. */
export const maxImportFileBytes = 50 * 1000 * 1000;

/**
 * The most rows one import takes: as many as a bulk write may change (docs/versions.md), and
 * what a page holds within its memory budget (docs/performance.md, "Today's figures").
 */
export const maxImportRows = 100_000;

/** The names a file may have, for the file chooser. */
export const acceptedFiles =
  '.csv,.tsv,.txt,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Progress of reading a file: its bytes, then its rows. */
export interface ReadProgress {
  stage: 'bytes' | 'rows';
  done: number;
  total: number;
}
