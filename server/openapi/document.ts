/**
 * The OpenAPI 3.1 document of the API (docs/api.md), generated from the definitions served: each
 * resource's read, create and update schemas come from its zod schemas, its routes from the routes
 * every resource has. Served at `GET /api/v1/openapi.json`; CI checks that it is valid and that the
 * server's real answers fit it (openapi.test.ts).
 */
import packageJson from '../../package.json' with { type: 'json' };
import type { ResourceDefinition } from '../../resources/definition';
import { mediaObjectSchema } from '../../resources/kinds/media';
import { jsonSchemaOf } from './json-schema';
import { ref, answer, errorSchema } from './schemas';
import { resourcePaths } from './resource-paths';
import { fixedPaths, savedView } from './fixed-paths';
import { livePaths } from './live-paths';
import { accountSecurityPaths } from './account-paths';

const errorStatuses = [400, 401, 403, 404, 409, 413, 422, 428, 429];

/** The document for the resources `served`. */
export function openApiDocument(served: readonly ResourceDefinition[]) {
  const resources = served.map((definition) => resourcePaths(definition, served));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pitchside API',
      version: packageJson.version,
      description: 'The HTTP contract of docs/api.md, generated from the resource definitions.',
    },
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }],
    paths: Object.assign({}, fixedPaths(), accountSecurityPaths(), livePaths(), ...resources.map((resource) => resource.paths)),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: Object.assign(
        { Error: errorSchema, Media: jsonSchemaOf(mediaObjectSchema, 'output'), SavedView: savedView },
        ...resources.map((resource) => resource.schemas),
      ),
      responses: Object.fromEntries(errorStatuses.map((status) => [`Error${status}`, answer(`Error ${status}`, ref('Error'))])),
    },
  };
}
