import type { AuthResponse } from '@artledger/domain';

export type AuthSuccess = AuthResponse;

/** Only a response with success, a token and a user signs anyone in. */
export function isAuthSuccess(body: unknown): body is AuthSuccess {
  if (typeof body !== 'object' || body === null) return false;
  const { success, token, user } = body as Partial<AuthSuccess>;
  return (
    success === true &&
    typeof token === 'string' &&
    token.length > 0 &&
    typeof user === 'object' &&
    user !== null
  );
}
