import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STYLE_LIBRARY_PANEL,
  generateImageSchema,
  idParamSchema,
  inspirationImageSchema,
  inspirationListQuerySchema,
  inspirationUploadSchema,
  styleLibraryImageInputSchema,
  styleLibraryImageParamsSchema,
  styleLibraryImageSchema,
  styleLibraryInputSchema,
  styleLibrarySchema,
  successSchema,
} from '@artledger/domain';
import { badRequest, notFound } from '../../lib/app-error.js';
import { oneImageJobAtATime } from '../../lib/image-jobs.js';
import { pagedReply } from '../../lib/paged-reply.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import {
  countInspirationImages,
  getStyleLibrary,
  listInspirationImages,
  listStyleLibraries,
} from './inspiration.repository.js';
import {
  addStyleLibraryImage,
  assertInspirationPlan,
  createStyleLibrary,
  deleteInspiration,
  deleteStyleLibrary,
  generateInspiration,
  removeStyleLibraryImage,
  updateStyleLibrary,
  uploadInspiration,
} from './inspiration.service.js';
import { readSingleUpload } from './inspiration-uploads.js';

const multipartBody = z.unknown().describe('multipart/form-data');

export const inspirationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ServiceDeps = { db: app.db, storage: app.storage, log: app.log };
  const settings = () => ({
    baseUrl: app.config.openAiBaseUrl,
    model: app.config.openAiImageModel,
    timeoutMs: app.config.openAiTimeoutMs,
  });
  app.addHook('preValidation', async (request) => assertInspirationPlan(deps, request.user.id));

  app.get(
    '/api/inspiration',
    {
      schema: {
        tags: ['inspiration'],
        summary:
          'Inspiration images, newest first; type all|generated|uploaded; search over title, description, tags and prompt; a page at a time (limit, offset), the number matching in X-Total-Count',
        querystring: inspirationListQuerySchema,
        response: { 200: z.array(inspirationImageSchema) },
      },
    },
    async (request, reply) =>
      pagedReply(
        reply,
        listInspirationImages(app.db, request.user.id, request.query),
        countInspirationImages(app.db, request.user.id, request.query),
      ),
  );

  app.post(
    '/api/inspiration',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Upload an inspiration image (multipart: title, description, tags, source, image)',
        response: { 201: inspirationImageSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const image = await oneImageJobAtATime(userId, async () => {
        const upload = await readSingleUpload(request, 'image');
        const input = parseOrThrow(inspirationUploadSchema, upload.fields);
        if (!upload.image) throw badRequest('Please choose an image', 'image');
        return uploadInspiration(deps, userId, input, upload.image);
      });
      return reply.status(201).send(image);
    },
  );

  const generateSummary = 'Generate an image with the caller’s OpenAI key (apiKey; never stored or logged)';
  for (const variant of ['generate', 'generate-with-style'] as const) {
    app.post(
      `/api/inspiration/${variant}`,
      {
        schema: {
          tags: ['inspiration'],
          summary: generateSummary,
          body: generateImageSchema,
          response: { 201: inspirationImageSchema },
        },
      },
      async (request, reply) => {
        if (variant === 'generate-with-style' && request.body.styleLibraryId === undefined)
          throw badRequest('Please choose a style library', 'styleLibraryId');
        const body = variant === 'generate' ? { ...request.body, styleLibraryId: undefined } : request.body;
        const image = await generateInspiration(deps, settings(), request.user.id, body, undefined);
        return reply.status(201).send(image);
      },
    );
  }

  for (const variant of ['generate-with-image', 'generate-with-style-and-image'] as const) {
    app.post(
      `/api/inspiration/${variant}`,
      {
        schema: {
          tags: ['inspiration'],
          summary: `${generateSummary}; multipart with referenceImage`,
          body: multipartBody.optional(),
          response: { 201: inspirationImageSchema },
        },
      },
      async (request, reply) => {
        // Only the reference image's decoding waits its turn; the slow OpenAI call does not hold the queue.
        const upload = await oneImageJobAtATime(request.user.id, () =>
          readSingleUpload(request, 'referenceImage'),
        );
        const input = parseOrThrow(generateImageSchema, upload.fields);
        if (!upload.image) throw badRequest('Please choose a reference image', 'referenceImage');
        if (variant === 'generate-with-style-and-image' && input.styleLibraryId === undefined)
          throw badRequest('Please choose a style library', 'styleLibraryId');
        const body = variant === 'generate-with-image' ? { ...input, styleLibraryId: undefined } : input;
        const image = await generateInspiration(deps, settings(), request.user.id, body, upload.image);
        return reply.status(201).send(image);
      },
    );
  }

  app.delete(
    '/api/inspiration/:id',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Delete an inspiration image and its files',
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await deleteInspiration(deps, request.user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/style-libraries',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Style libraries, newest first, each with its image count and first four images',
        response: { 200: z.array(styleLibrarySchema) },
      },
    },
    async (request) => listStyleLibraries(app.db, request.user.id, STYLE_LIBRARY_PANEL.thumbnails),
  );

  app.get(
    '/api/style-libraries/:id',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'One style library with all its images',
        params: idParamSchema,
        response: { 200: styleLibrarySchema },
      },
    },
    async (request) => {
      const library = await getStyleLibrary(app.db, request.user.id, request.params.id);
      if (!library) throw notFound('Style library');
      return library;
    },
  );

  app.post(
    '/api/style-libraries',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Create a style library',
        body: styleLibraryInputSchema,
        response: { 201: styleLibrarySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStyleLibrary(deps, request.user.id, request.body)),
  );

  app.put(
    '/api/style-libraries/:id',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Rename or redescribe a style library',
        params: idParamSchema,
        body: styleLibraryInputSchema,
        response: { 200: successSchema.extend({ library: styleLibrarySchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      library: await updateStyleLibrary(deps, request.user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/style-libraries/:id',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Delete a style library with all its images and files',
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await deleteStyleLibrary(deps, request.user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/style-libraries/:id/images',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Add an image to a style library (multipart: title, description, image)',
        params: idParamSchema,
        response: { 201: styleLibraryImageSchema },
      },
    },
    async (request, reply) => {
      const upload = await readSingleUpload(request, 'image');
      const input = parseOrThrow(styleLibraryImageInputSchema, upload.fields);
      const image = await addStyleLibraryImage(deps, request.user.id, request.params.id, input, upload.image);
      return reply.status(201).send(image);
    },
  );

  app.delete(
    '/api/style-libraries/:id/images/:imageId',
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Remove an image from a style library',
        params: styleLibraryImageParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await removeStyleLibraryImage(deps, request.user.id, request.params.id, request.params.imageId);
      return { success: true as const };
    },
  );
};
