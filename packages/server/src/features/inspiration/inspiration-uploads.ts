import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@artledger/domain';
import { AppError } from '../../lib/app-error.js';
import { type ProcessedImage, processImage } from '../../lib/images.js';
import { asMultipartClientError } from '../../lib/multipart-errors.js';

export interface SingleUpload {
  fields: Record<string, string>;
  image: ProcessedImage | undefined;
  /** The client's file name, for a default title. */
  fileName: string | undefined;
}

/**
 * Reads a multipart body holding text fields and at most one file under `fileField`; the file is
 * checked by content and re-encoded as it arrives, so a bad file fails before the rest is read.
 */
export async function readSingleUpload(request: FastifyRequest, fileField: string): Promise<SingleUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let image: ProcessedImage | undefined;
  let fileName: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITS.maxImageBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError(
            'BAD_REQUEST',
            `Send the image in the "${fileField}" field, not "${part.fieldname}"`,
          );
        }
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        image = await processImage(data, part.filename, fileField);
        fileName = part.filename;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asMultipartClientError(error);
  }
  return { fields, image, fileName };
}
