import { AppError } from './app-error.js';
/** Validates input that did not come through a route schema (multipart fields) with the same 400 shape. */
export function parseOrThrow(schema, value) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    const details = result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
    }));
    throw new AppError('VALIDATION_ERROR', details[0]?.message ?? 'The request is not valid', details);
}
//# sourceMappingURL=validate.js.map