/** What differs between a version of an item and the item now, part by part (each language apart). */
import type { ResourceDefinition } from '../../../resources/definition';
import { changesSince, type MergePart } from './threeWayMerge';

/** Parts whose value at the version (`base`) differs from the current one (`theirs`). */
export const versionDiff = (
  definition: ResourceDefinition,
  version: Record<string, unknown>,
  current: Record<string, unknown>,
): MergePart[] => changesSince(definition, version, current);
