// A deliberate violation (tests/integration/lint-boundaries.test.ts): the server reaching into the admin's providers.
import { createHttpClient } from '../../providers/http-client';

export const client = createHttpClient;
