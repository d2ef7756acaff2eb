/**
 * Upload progress of a form's files, per field: the form's save hands `onUploadProgress` to the
 * dataProvider (in the mutation's `meta`), which reports each file's bytes as they go to
 * `/admin/media`; each media input reads its own field's progress.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface UploadProgress {
  loaded: number;
  total?: number;
}

export type UploadProgressListener = (source: string, progress: UploadProgress) => void;

const UploadProgressContext = createContext<Record<string, UploadProgress>>({});

/** The state of one form's uploads, and the listener its save passes to the dataProvider. */
export function useUploadProgressState() {
  const [progress, setProgress] = useState<Record<string, UploadProgress>>({});
  const onUploadProgress = useCallback<UploadProgressListener>(
    (source, next) => setProgress((current) => ({ ...current, [source]: next })),
    [],
  );
  const clear = useCallback(() => setProgress({}), []);
  return useMemo(() => ({ progress, onUploadProgress, clear }), [progress, onUploadProgress, clear]);
}

export function UploadProgressProvider({ progress, children }: { progress: Record<string, UploadProgress>; children: ReactNode }) {
  return <UploadProgressContext.Provider value={progress}>{children}</UploadProgressContext.Provider>;
}

/** The share of a field's file sent so far, 0–100, or undefined when none is under way. */
export function useUploadPercent(source: string): number | undefined {
  const progress = useContext(UploadProgressContext)[source];
  if (!progress || !progress.total) return undefined;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}
