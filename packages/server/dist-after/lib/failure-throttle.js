import { AppError } from './app-error.js';
/**
 * Counts failures per key (an account, an address) within a window, for limits that depend on the
 * outcome of a request (a wrong password, a taken name) rather than on the number of requests.
 */
export class FailureThrottle {
    maxFailures;
    windowMs;
    failures = new Map();
    constructor(maxFailures, windowMs) {
        this.maxFailures = maxFailures;
        this.windowMs = windowMs;
    }
    isLocked(account, now = Date.now()) {
        if (this.maxFailures === 0)
            return false;
        const entry = this.failures.get(account.toLowerCase());
        return Boolean(entry && entry.resetAt > now && entry.count >= this.maxFailures);
    }
    recordFailure(account, now = Date.now()) {
        const key = account.toLowerCase();
        const entry = this.failures.get(key);
        if (!entry || entry.resetAt <= now)
            this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
        else
            entry.count += 1;
        if (this.failures.size > 100_000)
            this.prune(now);
    }
    clear(account) {
        this.failures.delete(account.toLowerCase());
    }
    prune(now) {
        for (const [key, entry] of this.failures)
            if (entry.resetAt <= now)
                this.failures.delete(key);
    }
}
/**
 * Runs `work` unless the account or the address has had too many counted failures; a failure that
 * `counts` is recorded against both. Used where a signed-in user could otherwise guess or probe without
 * limit (the current password, which usernames and emails are taken).
 */
export class AccountAndAddressThrottle {
    message;
    counts;
    perAccount;
    perAddress;
    constructor(limits, message, counts) {
        this.message = message;
        this.counts = counts;
        this.perAccount = new FailureThrottle(limits.perAccount, limits.windowMs);
        this.perAddress = new FailureThrottle(limits.perAddress, limits.windowMs);
    }
    async run(accountId, address, work) {
        const account = `account:${accountId}`;
        if (this.perAccount.isLocked(account) || this.perAddress.isLocked(address)) {
            throw new AppError('RATE_LIMITED', this.message);
        }
        try {
            return await work();
        }
        catch (error) {
            if (this.counts(error)) {
                this.perAccount.recordFailure(account);
                this.perAddress.recordFailure(address);
            }
            throw error;
        }
    }
}
//# sourceMappingURL=failure-throttle.js.map