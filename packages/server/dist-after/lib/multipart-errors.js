import { AppError } from './app-error.js';
/**
 * Our own refusals and @fastify/multipart's limit errors keep their status; anything else the parser
 * throws (no boundary, a truncated or garbled body) is the client's malformed request, never a 500.
 */
export function asMultipartClientError(error) {
    if (error instanceof AppError)
        return error;
    const known = error;
    if (typeof known.code === 'string' && known.code.startsWith('FST_') && typeof known.statusCode === 'number')
        return error;
    return new AppError('BAD_REQUEST', 'The upload is not a valid multipart/form-data body. Please choose the file again and retry.');
}
//# sourceMappingURL=multipart-errors.js.map