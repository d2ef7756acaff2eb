/** The export screen's texts. */
export const exportMessages = {
  export: {
    intro: 'Download every item of a resource, in every language, as a file.',
    resource: 'Resource',
    format: 'Format',
    formats: {
      csv: 'CSV (spreadsheet, one column per language)',
      json: 'JSON',
    },
    applyListFilters: 'Only what the %{list} list shows now (its current search and filters)',
    noListFilters: 'The %{list} list has no search or filters now: everything is exported.',
    currentFilters: 'Current search and filters of the list',
    search: 'Search',
    start: 'Download',
    cancel: 'Cancel',
    progress: '%{bytes} received, %{rows} rows',
    progressLabel: 'Export in progress',
    done: '%{file} saved: %{rows} rows, %{bytes}.',
    cancelled: 'The export was cancelled; nothing was saved.',
    failed: 'The export failed: %{message}',
  },
} as const;
