import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../contract';
import type { AppDeps } from '../deps';
import { notFound } from '../http/http-error';
import { MIME_TYPES, kindOfKey } from './file-kind';
import { PUBLIC_FOLDERS } from './media-urls';

/** Profile photos and company logos: public, and immutable because every upload gets a new random key. */
export async function mediaRoutes(app: FastifyInstance, { files }: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:folder/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A profile photo or company logo',
        params: z.object({ folder: z.string().max(20), name: z.string().max(80) }),
        response: { 200: z.any().describe('The image bytes'), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { folder, name } = request.params;
      const key = `${folder}/${name}`;
      const kind = kindOfKey(key);
      if (!PUBLIC_FOLDERS.includes(folder as never) || !kind || kind === 'pdf') throw notFound('File not found.');
      const stream = await files.read(key);
      if (!stream) throw notFound('File not found.');
      return reply
        .header('Content-Type', MIME_TYPES[kind])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );
}
