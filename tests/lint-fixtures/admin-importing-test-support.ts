// A deliberate violation (tests/integration/lint-boundaries.test.ts): production code using a test helper.
import { gadgets } from './testing/gadgets.test-support';

export const shown = gadgets;
