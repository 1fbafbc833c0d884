import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description is generated from the routes' zod schemas; /api/docs is its interactive page. */
export const openApi = fp(async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Job Portal API',
        version: '1.0.0',
        description:
          'The job-hunt portal backend. Auth is an httpOnly `token` cookie set by POST /user/login. Every error is `{success:false, message}`. Ids are digit strings; an id that names nothing (or something of someone else) is 404.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'token' } } },
      tags: [
        { name: 'user', description: 'Accounts, sessions and profiles' },
        { name: 'job', description: 'Job search and job posting' },
        { name: 'application', description: 'Applying and reviewing applicants' },
        { name: 'company', description: "Recruiters' companies" },
        { name: 'team', description: "A company's hiring team: members, roles and invitations" },
        { name: 'interview', description: 'Interview times, proposed by the hiring team and picked by the student, with their calendar invitations' },
        { name: 'media', description: 'Public images' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (policy) => policy.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
});
