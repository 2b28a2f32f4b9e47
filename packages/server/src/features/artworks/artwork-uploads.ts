import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@artledger/domain';
import { AppError } from '../../lib/app-error.js';
import { type ProcessedImage, processImage } from '../../lib/images.js';

export interface ParsedUpload {
  fields: Record<string, string>;
  images: ProcessedImage[];
}

/**
 * Reads a multipart body: text fields, and files under `images`, each checked and processed as it
 * arrives so a bad file fails the request before the rest is read. Size and count limits are
 * @fastify/multipart's (413).
 */
export async function readArtworkUpload(request: FastifyRequest): Promise<ParsedUpload> {
  const fields: Record<string, string> = {};
  const images: ProcessedImage[] = [];
  for await (const part of request.parts({
    limits: { fileSize: LIMITS.maxImageBytes, files: LIMITS.maxImagesPerArtwork },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'images') {
        await part.toBuffer().catch(() => undefined);
        throw new AppError('BAD_REQUEST', `Send images in the "images" field, not "${part.fieldname}"`);
      }
      const data = await part.toBuffer();
      if (data.length === 0) continue;
      images.push(await processImage(data, part.filename));
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, images };
}

export function isMultipart(request: FastifyRequest): boolean {
  return request.isMultipart();
}
