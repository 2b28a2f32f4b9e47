import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
/** OpenAPI generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app) {
    await app.register(swagger, {
        openapi: {
            info: {
                title: 'ArtLedger API',
                version: '1.0.0',
                description: 'The API behind the ArtLedger web app.',
            },
            components: {
                securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
            },
            security: [{ bearerAuth: [] }],
        },
        transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
//# sourceMappingURL=docs.js.map