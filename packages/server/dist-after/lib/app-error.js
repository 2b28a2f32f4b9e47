import { ERROR_STATUS } from '@artledger/domain';
/** An error whose message is meant for the person using the app; its code decides the HTTP status. */
export class AppError extends Error {
    code;
    details;
    constructor(code, message, details) {
        super(message);
        this.code = code;
        this.details = details;
        this.name = 'AppError';
    }
    get statusCode() {
        return ERROR_STATUS[this.code];
    }
}
export const notFound = (what) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message) => new AppError('CONFLICT', message);
export const forbidden = (message) => new AppError('FORBIDDEN', message);
export const badRequest = (message, path) => new AppError('BAD_REQUEST', message, path ? [{ path, message }] : undefined);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
/** A 400 that names the field, shaped like a schema validation error. */
export const invalidField = (path, message) => new AppError('VALIDATION_ERROR', message, [{ path, message }]);
//# sourceMappingURL=app-error.js.map