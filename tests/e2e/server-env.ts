/** The environment variables through which the global setup tells the tests about the server. */
export const serverEnv = {
  url: 'E2E_SERVER_URL',
  laravelUrl: 'E2E_LARAVEL_URL',
  dataDir: 'E2E_DATA_DIR',
  seededData: 'E2E_SEEDED_DATA',
} as const;
