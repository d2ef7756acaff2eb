// A deliberate violation (tests/integration/lint-boundaries.test.ts): a definition that renders.
import { createElement } from 'react';
import { defineResource } from '../definition';

export const badge = createElement('span');
export const broken = defineResource;
