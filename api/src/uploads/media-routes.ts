import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@portal/contract';
import type { AppDeps } from '../deps';
import { notFound } from '../http/http-error';
import { addVary } from '../http/vary';
import { MIME_TYPES, kindOfKey } from './file-kind';
import { DEFAULT_WIDTH, isImageSetKey, variantCandidates, VARIANT_WIDTHS, type VariantWidth } from './image-set';
import { PUBLIC_FOLDERS } from './media-urls';

const WIDTHS = VARIANT_WIDTHS.map(String) as [string, ...string[]];

/**
 * Whether the Accept header names WebP with a weight above zero. A wildcard is not enough:
 * Safari before 14 sends `image/*` and shows no WebP.
 */
function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/webp' && !params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
  });
}

/** Profile photos and company logos: public, and immutable because every upload gets a new random key. */
export async function mediaRoutes(app: FastifyInstance, { files }: AppDeps) {
  /** The first of `keys` the store has, with the key it was found under. */
  const firstStored = async (keys: string[]) => {
    for (const key of keys) {
      const stream = await files.read(key);
      if (stream) return { key, stream };
    }
    return null;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:folder/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A profile photo or company logo',
        description: `At most ${DEFAULT_WIDTH} px wide and high, or ${VARIANT_WIDTHS.at(-1)} px with \`?w=${VARIANT_WIDTHS.at(-1)}\`; WebP when the request's Accept header takes it, else PNG or JPEG.`,
        params: z.object({ folder: z.string().max(20), name: z.string().max(80) }),
        querystring: z.object({ w: z.enum(WIDTHS, { error: `w must be one of ${WIDTHS.join(', ')}` }).optional() }),
        response: { 200: z.any().describe('The image bytes'), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { folder, name } = request.params;
      const key = `${folder}/${name}`;
      if (!PUBLIC_FOLDERS.includes(folder as never)) throw notFound('File not found.');
      let found: Awaited<ReturnType<typeof firstStored>>;
      if (isImageSetKey(key)) {
        const width = Number(request.query.w ?? DEFAULT_WIDTH) as VariantWidth;
        found = await firstStored(variantCandidates(key, width, acceptsWebp(request.headers.accept)));
        addVary(reply, 'Accept');
      } else {
        // Uploaded before images were redrawn: served as they were stored.
        const kind = kindOfKey(key);
        found = kind && kind !== 'pdf' ? await firstStored([key]) : null;
      }
      const kind = found && kindOfKey(found.key);
      if (!found || !kind) throw notFound('File not found.');
      return reply
        .header('Content-Type', MIME_TYPES[kind])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(found.stream);
    },
  );
}
