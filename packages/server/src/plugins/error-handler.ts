import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  type ApiErrorBody,
  ERROR_STATUS,
  type ErrorCode,
  LIMITS,
  MAX_IMAGE_SIZE_LABEL,
} from '@artledger/domain';
import { AppError } from '../lib/app-error.js';

/** Fastify's own client errors, turned into messages a person can act on; the status comes from the code. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here; send JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length header is wrong' },
  FST_REQ_FILE_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: `File too large: each image must be ${MAX_IMAGE_SIZE_LABEL} or smaller`,
  },
  FST_FILES_LIMIT: {
    code: 'PAYLOAD_TOO_LARGE',
    message: `Too many files: at most ${LIMITS.maxImagesPerArtwork} images at a time`,
  },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields in this upload' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields in this upload' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the images as multipart/form-data',
  },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: 'The request contains a forbidden field name' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_ERROR', message: 'The request is not valid' },
  // Raised while routing, before any handler (see frameworkErrors below).
  FST_ERR_BAD_URL: {
    code: 'BAD_REQUEST',
    message: 'The address is not valid: it contains a broken %-encoded character',
  },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', message: 'A value in the address is too long' },
};

/**
 * A foreign key the database refused: the row a write refers to (a dealer, an artwork, the account
 * itself) was deleted between the service's checks and its insert, by a request running at the same
 * time. The client did nothing wrong, but nothing was written and it can act on the answer.
 */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Errors Fastify raises before a route is chosen, in the same `{ error, code }` shape as the rest. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = (error.code && FASTIFY_CLIENT_ERRORS[error.code]) || {
    code: 'BAD_REQUEST' as const,
    message: 'The request is not valid',
  };
  void reply.status(ERROR_STATUS[known.code]).send({ error: known.message, code: known.code });
}

function validationBody(
  error: { validation: { instancePath: string; message?: string; keyword: string }[] },
  part: string,
) {
  const details = error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message =
      path === '' && issue.keyword === 'invalid_type'
        ? `The request ${part === 'body' ? 'body must be a JSON object' : `${part} is not valid`}`
        : (issue.message ?? 'Invalid value');
    return { path, message };
  });
  return {
    error: details[0]?.message ?? 'The request is not valid',
    code: 'VALIDATION_ERROR' as const,
    details,
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody = {
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    };

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { error: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = validationBody(error, error.validationContext ?? 'body');
    } else if (isForeignKeyViolation(error)) {
      // Logged: a service that meant to check the row first would otherwise fail silently here.
      request.log.warn({ err: error }, 'a foreign key refused a write');
      status = ERROR_STATUS.CONFLICT;
      body = {
        error:
          'Something this change refers to no longer exists (it was just deleted). Reload and try again.',
        code: 'CONFLICT',
      };
    } else if (error.statusCode === 429) {
      status = 429;
      body = {
        error: error.message || 'Too many attempts. Please wait a few minutes and try again.',
        code: 'RATE_LIMITED',
      };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = ERROR_STATUS.PAYLOAD_TOO_LARGE;
      body = {
        error: `The request is too large (max ${sizeLabel(request.routeOptions.bodyLimit ?? 0)} here)`,
        code: 'PAYLOAD_TOO_LARGE',
      };
    } else if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const known = FASTIFY_CLIENT_ERRORS[error.code]!;
      status = ERROR_STATUS[known.code];
      body = { error: known.message, code: known.code };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: error.message, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' };
    }

    if (status >= 500) {
      request.log.error({ err: error, serialization: isResponseSerializationError(error) }, 'request failed');
    }
    return reply.status(status).send(body);
  });
}
