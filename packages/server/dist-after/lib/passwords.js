import { hash, verify } from '@node-rs/argon2';
// Argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export function hashPassword(password) {
    return hash(password, OPTIONS);
}
export async function verifyPassword(passwordHash, password) {
    try {
        return await verify(passwordHash, password);
    }
    catch {
        return false;
    }
}
/** A real hash to verify against when the account does not exist, so timing does not reveal usernames. */
let decoyHash;
export function decoyPasswordHash() {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    return decoyHash;
}
//# sourceMappingURL=passwords.js.map