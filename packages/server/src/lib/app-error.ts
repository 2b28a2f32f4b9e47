import { ERROR_STATUS, type ErrorCode } from '@artledger/domain';

/** An error whose message is meant for the person using the app; its code decides the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const badRequest = (message: string, path?: string) =>
  new AppError('BAD_REQUEST', message, path ? [{ path, message }] : undefined);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
/** A 400 that names the field, shaped like a schema validation error. */
export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);
