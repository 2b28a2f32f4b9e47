import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.js';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests-1234';

describe('TokenService', () => {
  it('round-trips claims and refuses a token signed with another secret', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign({ userId: 7, role: 'artist', version: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, role: 'artist', version: 2 });
    expect(await new TokenService(`${SECRET}-other`).verify(token)).toBeUndefined();
  });

  it('stops accepting a cached token once it expires', async () => {
    const tokens = new TokenService(SECRET);
    const token = await new SignJWT({ role: 'artist', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('3')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 1)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(token)).toEqual({ userId: 3, role: 'artist', version: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await tokens.verify(token)).toBeUndefined();
  });
});
