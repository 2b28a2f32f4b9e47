import { AppError } from './app-error.js';

/**
 * Counts failures per key (an account, an address) within a window, for limits that depend on the
 * outcome of a request (a wrong password, a taken name) rather than on the number of requests.
 */
export class FailureThrottle {
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

/**
 * Runs `work` unless the account or the address has had too many counted failures; a failure that
 * `counts` is recorded against both. Used where a signed-in user could otherwise guess or probe without
 * limit (the current password, which usernames and emails are taken).
 */
export class AccountAndAddressThrottle {
  private readonly perAccount: FailureThrottle;
  private readonly perAddress: FailureThrottle;

  constructor(
    limits: { perAccount: number; perAddress: number; windowMs: number },
    private readonly message: string,
    private readonly counts: (error: unknown) => boolean,
  ) {
    this.perAccount = new FailureThrottle(limits.perAccount, limits.windowMs);
    this.perAddress = new FailureThrottle(limits.perAddress, limits.windowMs);
  }

  async run<T>(accountId: number, address: string, work: () => Promise<T>): Promise<T> {
    const account = `account:${accountId}`;
    if (this.perAccount.isLocked(account) || this.perAddress.isLocked(address)) {
      throw new AppError('RATE_LIMITED', this.message);
    }
    try {
      return await work();
    } catch (error) {
      if (this.counts(error)) {
        this.perAccount.recordFailure(account);
        this.perAddress.recordFailure(address);
      }
      throw error;
    }
  }
}
