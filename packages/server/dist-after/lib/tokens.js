import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
const TOKEN_LIFETIME = '7d';
const CACHE_SIZE = 10_000;
export class TokenService {
    // A KeyObject is imported once; a raw secret would be re-imported on every verification.
    key;
    /**
     * Verified tokens, keyed by the whole token (signature included, so nothing forged can hit it), kept
     * until they expire. Every request carries a token, and most carry the same few again and again.
     * Revocation is still checked against the user's row on each request.
     */
    verified = new Map();
    constructor(secret) {
        this.key = createSecretKey(Buffer.from(secret, 'utf8'));
    }
    sign(claims) {
        return new SignJWT({ role: claims.role, ver: claims.version })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(String(claims.userId))
            .setIssuedAt()
            .setExpirationTime(TOKEN_LIFETIME)
            .sign(this.key);
    }
    /** Returns undefined for any token that is malformed, tampered with or expired. */
    async verify(token) {
        const cached = this.verified.get(token);
        if (cached) {
            if (cached.expiresAt > Date.now())
                return cached.claims;
            this.verified.delete(token);
        }
        try {
            const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
            const userId = Number(payload.sub);
            if (!Number.isInteger(userId) || typeof payload.ver !== 'number' || typeof payload.role !== 'string') {
                return undefined;
            }
            const claims = { userId, role: payload.role, version: payload.ver };
            if (this.verified.size >= CACHE_SIZE)
                this.verified.delete(this.verified.keys().next().value);
            this.verified.set(token, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
            return claims;
        }
        catch {
            return undefined;
        }
    }
}
//# sourceMappingURL=tokens.js.map