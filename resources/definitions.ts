/** Every resource definition, in menu order. The server and the admin both read this list. */
import { authors } from './authors/definition';
import { equipment } from './equipment/definition';
import { exercises } from './exercises/definition';
import { injuries } from './injuries/definition';
import { knowledgeVideos } from './knowledge-videos/definition';
import { referrals } from './referrals/definition';
import type { ResourceDefinition } from './definition';

export const definitions: readonly ResourceDefinition[] = [exercises, authors, equipment, injuries, knowledgeVideos, referrals];

export const definitionByName = (name: string): ResourceDefinition | undefined =>
  definitions.find((definition) => definition.name === name);

export const definitionByEndpoint = (endpoint: string): ResourceDefinition | undefined =>
  definitions.find((definition) => definition.endpoint === endpoint);
