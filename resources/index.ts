/**
 * Every resource, in menu order: the one list the server serves and the admin builds its screens
 * from. A new resource is a folder with its definition and one line here (docs/adding-a-resource.md).
 */
import { authors } from './authors/definition';
import { equipment } from './equipment/definition';
import { exercises } from './exercises/definition';
import { injuries } from './injuries/definition';
import { knowledgeVideos } from './knowledge-videos/definition';
import { referrals } from './referrals/definition';
import type { ResourceDefinition } from './definition';

export const definitions: readonly ResourceDefinition[] = [exercises, authors, equipment, injuries, knowledgeVideos, referrals];
