import { lockRows, writeTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findTakenIdentity, findUserById, updateUser } from './users.repository.js';
/** A user may only change their own record; anyone else's id looks like a missing one. */
async function ownRecord(db, caller, id) {
    const row = id === caller.id ? await findUserById(db, id) : undefined;
    if (!row)
        throw notFound('User');
    return row;
}
async function guardUnique(write, message) {
    try {
        return await write();
    }
    catch (error) {
        if (isUniqueViolation(error))
            throw conflict(message);
        throw error;
    }
}
export async function updateProfile(db, caller, id, input) {
    await ownRecord(db, caller, id);
    if (await findTakenIdentity(db, { email: input.email }, id))
        throw conflict('An account with that email already exists');
    return guardUnique(() => updateUser(db, id, {
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        email_lower: input.email.toLowerCase(),
        ...(input.bio !== undefined && { bio: input.bio }),
        ...(input.website !== undefined && { website: input.website }),
        ...(input.location !== undefined && { location: input.location }),
        ...(input.phone !== undefined && { phone: input.phone }),
    }), 'An account with that email already exists');
}
export async function updateUsername(db, caller, id, input) {
    await ownRecord(db, caller, id);
    if (await findTakenIdentity(db, { username: input.username }, id))
        throw conflict('That username is already taken');
    return guardUnique(() => updateUser(db, id, { username: input.username, username_lower: input.username.toLowerCase() }), 'That username is already taken');
}
/** Changing the password bumps token_version, which revokes every token issued before. */
export async function updatePassword(db, caller, id, input) {
    const row = await ownRecord(db, caller, id);
    if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
        throw badRequest('Current password is incorrect', 'currentPassword');
    }
    return updateUser(db, id, {
        password_hash: await hashPassword(input.newPassword),
        token_version: row.token_version + 1,
    });
}
/**
 * A new username and/or password in one transaction: every check runs before either is written, so a
 * wrong current password or a taken username leaves both unchanged.
 */
export async function updateCredentials(db, caller, input) {
    return writeTransaction(db, async (trx) => {
        await lockRows(trx, 'users', caller.id, [caller.id]);
        const row = await ownRecord(trx, caller, caller.id);
        const changes = {};
        if (input.newPassword) {
            if (!(await verifyPassword(row.password_hash, input.currentPassword ?? ''))) {
                throw badRequest('Current password is incorrect', 'currentPassword');
            }
            changes.password_hash = await hashPassword(input.newPassword);
            changes.token_version = row.token_version + 1;
        }
        if (input.username !== undefined && input.username !== row.username) {
            if (await findTakenIdentity(trx, { username: input.username }, row.id))
                throw conflict('That username is already taken');
            changes.username = input.username;
            changes.username_lower = input.username.toLowerCase();
        }
        if (Object.keys(changes).length === 0)
            return { row, passwordChanged: false };
        const updated = await guardUnique(() => updateUser(trx, row.id, changes), 'That username is already taken');
        return { row: updated, passwordChanged: Boolean(input.newPassword) };
    });
}
//# sourceMappingURL=users.service.js.map