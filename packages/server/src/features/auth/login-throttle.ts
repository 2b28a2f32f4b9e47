/**
 * Counts failed sign-ins per account so a password cannot be guessed from many addresses. A success
 * clears the count. The per-address limit is @fastify/rate-limit's job; this one needs to know the outcome.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  isLocked(account: string, now = Date.now()): boolean {
    if (this.maxFailures === 0) return false;
    const entry = this.failures.get(account.toLowerCase());
    return Boolean(entry && entry.resetAt > now && entry.count >= this.maxFailures);
  }

  recordFailure(account: string, now = Date.now()): void {
    const key = account.toLowerCase();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.failures.size > 100_000) this.prune(now);
  }

  clear(account: string): void {
    this.failures.delete(account.toLowerCase());
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
