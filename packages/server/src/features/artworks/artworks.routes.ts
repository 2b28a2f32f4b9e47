import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  artworkCreateSchema,
  artworkListItemSchema,
  artworkListQuerySchema,
  artworkResponseSchema,
  artworkSchema,
  artworkSummaryQuerySchema,
  artworkSummarySchema,
  artworkUpdateSchema,
  errorResponseSchema,
  idParamSchema,
  successSchema,
} from '@artledger/domain';
import { pagedReply } from '../../lib/paged-reply.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { assertCanAddArtworks } from '../plans/plans.service.js';
import { oneImageJobAtATime } from '../../lib/image-jobs.js';
import { readArtworkUpload } from './artwork-uploads.js';
import {
  countAccountArtworks,
  findArtwork,
  listArtworksWithTotal,
  listImages,
  summarizeArtworks,
} from './artworks.repository.js';
import { addImages, createArtwork, deleteArtwork, updateArtwork } from './artworks.service.js';

const uploadDoc = {
  description:
    'multipart/form-data: the artwork fields as text, and up to 10 files under `images` (JPEG, PNG or WebP, 10 MB each). A JSON body without images is accepted too.',
};

export const artworksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ServiceDeps = { db: app.db, storage: app.storage, log: app.log };
  app.get(
    '/api/artworks',
    {
      schema: {
        tags: ['artworks'],
        summary: "The caller's artworks, newest first; X-Total-Count carries the number matching the filters",
        querystring: artworkListQuerySchema,
        response: { 200: z.array(artworkListItemSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listArtworksWithTotal(app.db, request.user.id, request.query);
      return pagedReply(reply, items, total);
    },
  );

  app.get(
    '/api/artworks/summary',
    {
      schema: {
        tags: ['artworks'],
        summary:
          'Tab counts and section totals for the gallery, over the same filters as the list; dealer_ids (comma-separated, or none) limits the dealer sections answered',
        querystring: artworkSummaryQuerySchema,
        response: { 200: artworkSummarySchema },
      },
    },
    async (request) => summarizeArtworks(app.db, request.user.id, request.query),
  );

  app.get(
    '/api/artworks/:id',
    {
      schema: {
        tags: ['artworks'],
        summary: 'One artwork with its images',
        params: idParamSchema,
        response: { 200: artworkSchema },
      },
    },
    async (request) => {
      const artwork = await findArtwork(app.db, request.user.id, request.params.id);
      if (!artwork) throw notFound('Artwork');
      return artwork;
    },
  );

  app.post(
    '/api/artworks',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Catalogue an artwork with its images',
        description: uploadDoc.description,
        response: { 201: artworkSchema, 403: errorResponseSchema, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      // Refuse a full plan before reading (and processing) any upload.
      const planAllows = async () =>
        assertCanAddArtworks(app.db, userId, await countAccountArtworks(app.db, userId));
      await planAllows();
      if (!request.isMultipart()) {
        const fields: unknown = request.body;
        if (!fields || typeof fields !== 'object' || Array.isArray(fields))
          throw new AppError('BAD_REQUEST', 'Send the artwork as multipart/form-data or as a JSON object');
        return reply.status(201).send(await createArtwork(deps, userId, fields, []));
      }
      const artwork = await oneImageJobAtATime(userId, async () => {
        await planAllows();
        const { fields, images } = await readArtworkUpload(request, {
          checkFields: (text) => parseOrThrow(artworkCreateSchema, text),
        });
        return createArtwork(deps, userId, fields, images);
      });
      return reply.status(201).send(artwork);
    },
  );

  app.put(
    '/api/artworks/:id',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Change some fields of an artwork; empty clears an optional field',
        params: idParamSchema,
        body: artworkUpdateSchema,
        response: { 200: artworkResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      artwork: await updateArtwork(deps, request.user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/artworks/:id',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Delete an artwork, its images and their files',
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await deleteArtwork(deps, request.user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/artworks/:id/images',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Add images to an artwork (multipart, field `images`)',
        params: idParamSchema,
        response: { 200: artworkResponseSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data');
      const { id } = request.params;
      const userId = request.user.id;
      if (!(await findArtwork(app.db, userId, id))) throw notFound('Artwork');
      const artwork = await oneImageJobAtATime(userId, async () => {
        const { images } = await readArtworkUpload(request, {
          existing: (await listImages(app.db, id)).length,
        });
        return addImages(deps, userId, id, images);
      });
      return { success: true as const, artwork };
    },
  );
};
