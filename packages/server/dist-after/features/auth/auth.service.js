import { AppError, conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { createFreeSubscription } from '../plans/plans.repository.js';
import { findTakenIdentity, findUserByLogin, insertUser, toUserDto } from '../users/users.repository.js';
export const TAKEN_MESSAGES = {
    username: 'That username is already taken',
    email: 'An account with that email already exists',
};
export async function issueToken(tokens, user) {
    return tokens.sign({ userId: user.id, role: user.role, version: user.token_version });
}
export async function register(db, tokens, input) {
    const taken = await findTakenIdentity(db, { username: input.username, email: input.email });
    if (taken)
        throw conflict(TAKEN_MESSAGES[taken]);
    const passwordHash = await hashPassword(input.password);
    const now = new Date().toISOString();
    try {
        const user = await db.transaction().execute(async (trx) => {
            const row = await insertUser(trx, {
                username: input.username,
                username_lower: input.username.toLowerCase(),
                email: input.email,
                email_lower: input.email.toLowerCase(),
                password_hash: passwordHash,
                first_name: input.firstName,
                last_name: input.lastName,
                role: 'artist',
                token_version: 0,
                created_at: now,
                updated_at: now,
            });
            await createFreeSubscription(trx, row.id, now);
            return row;
        });
        return { success: true, token: await issueToken(tokens, user), user: toUserDto(user) };
    }
    catch (error) {
        if (isUniqueViolation(error))
            throw conflict('That username or email is already taken');
        throw error;
    }
}
const INVALID_LOGIN = 'Invalid username or password';
export async function login(db, tokens, throttle, input) {
    const user = await findUserByLogin(db, input.username);
    // Failures count against the account whichever name it was addressed by (username or email);
    // an identifier without an account is counted as itself, so probing it is limited too.
    const account = user ? `account:${user.id}` : `unknown:${input.username.trim().toLowerCase()}`;
    if (throttle.isLocked(account)) {
        throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.');
    }
    const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), input.password);
    if (!user || !valid) {
        throttle.recordFailure(account);
        throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
    }
    throttle.clear(account);
    return { success: true, token: await issueToken(tokens, user), user: toUserDto(user) };
}
//# sourceMappingURL=auth.service.js.map