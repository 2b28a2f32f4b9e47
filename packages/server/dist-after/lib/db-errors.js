/** True for a unique-constraint violation on either database (a race the pre-check did not see). */
export function isUniqueViolation(error) {
    if (!error || typeof error !== 'object')
        return false;
    const code = error.code;
    return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
//# sourceMappingURL=db-errors.js.map