import type { ErrorCode } from '@artledger/domain';

/** An error whose message is meant for the person using the app. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const badRequest = (message: string, path?: string) =>
  new AppError(400, 'BAD_REQUEST', message, path ? [{ path, message }] : undefined);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, 'UNAUTHORIZED', message);
