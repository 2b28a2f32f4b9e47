import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  role: string;
  /** The user's token_version when the token was issued. */
  version: number;
}

const TOKEN_LIFETIME = '7d';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, ver: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.key);
  }

  /** Returns undefined for any token that is malformed, tampered with or expired. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.ver !== 'number' || typeof payload.role !== 'string')
        return undefined;
      return { userId, role: payload.role, version: payload.ver };
    } catch {
      return undefined;
    }
  }
}
