import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@glowmarket/shared/constants';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, built from the routes' zod schemas. It is always built (tools and tests
 * read `app.swagger()`); it is served, with its browsable page at /api/docs, only where API_DOCS
 * says: the demo by default, a production server when asked for.
 */
export const openApiPlugin = fp<{ serve: boolean }>(
  async (app, options) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Glowmarket API',
          description: 'Multi-seller marketplace for cosmetics. Failures answer `{ error, code, details? }`.',
          version: APP_VERSION,
        },
      },
      transform: jsonSchemaTransform,
      // Schemas with an id (recursive ones such as CategoryNode) become components.
      transformObject: jsonSchemaTransformObject,
    });
    if (options.serve) {
      await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
      app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
    }
  },
  { name: 'openapi' },
);
