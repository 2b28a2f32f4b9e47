/** True for a unique-constraint violation on either database (a race the pre-check did not see). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * True when PostgreSQL rolled a transaction back because it and another each waited for the other
 * (40P01 deadlock_detected) or could not both be serialised (40001). Nothing of it was written, and running
 * it again is the documented answer.
 */
export function isTransientConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001';
}
