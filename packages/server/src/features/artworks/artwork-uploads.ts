import type { FastifyRequest } from 'fastify';
import { LIMITS, tooManyImagesMessage } from '@artledger/domain';
import { asMultipartClientError } from '../../lib/multipart-errors.js';
import { badRequest } from '../../lib/app-error.js';
import {
  type ProbedImage,
  type ProcessedImage,
  assertPixelBudget,
  encodeImage,
  probeImage,
} from '../../lib/images.js';

export interface ParsedUpload {
  fields: Record<string, string>;
  images: ProcessedImage[];
}

/**
 * Reads a multipart body: text fields, and files under `images`. Run it inside oneImageJobAtATime (lib/image-jobs.ts).
 * Nothing is decoded until every limit has been checked: the room left on the artwork while the files
 * arrive, then each file's header (format, pixel size), the text
 * fields (`checkFields`) and the request's pixel budget. Only then are the images re-encoded, one
 * after another. Byte and part limits are @fastify/multipart's (413); a body that is not well-formed
 * multipart is a 400.
 */
export async function readArtworkUpload(
  request: FastifyRequest,
  options: { existing?: number; checkFields?: (fields: Record<string, string>) => void } = {},
): Promise<ParsedUpload> {
  const existing = options.existing ?? 0;
  if (existing >= LIMITS.maxImagesPerArtwork) throw badRequest(tooManyImagesMessage(existing), 'images');
  const { fields, files } = await readParts(request, existing);
  options.checkFields?.(fields);
  const probed: ProbedImage[] = [];
  for (const file of files) probed.push(await probeImage(file.data, file.name));
  assertPixelBudget(probed);
  const images: ProcessedImage[] = [];
  for (const image of probed) images.push(await encodeImage(image));
  return { fields, images };
}

async function readParts(request: FastifyRequest, existing: number) {
  const fields: Record<string, string> = {};
  const files: { name: string; data: Buffer }[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: LIMITS.maxImageBytes, files: LIMITS.maxImagesPerArtwork },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(`Send images in the "images" field, not "${part.fieldname}"`, part.fieldname);
        }
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        files.push({ name: part.filename, data });
        if (existing + files.length > LIMITS.maxImagesPerArtwork)
          throw badRequest(tooManyImagesMessage(existing), 'images');
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asMultipartClientError(error);
  }
  return { fields, files };
}
