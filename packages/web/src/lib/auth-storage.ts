import { STORAGE_KEYS, type User } from '@artledger/domain';
import { removeAllOpenAiKeys } from './openai-key';

// localStorage can throw (private mode, quota, disabled storage); the app then behaves as signed out.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the session lives in memory only */
  }
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  write(STORAGE_KEYS.token, token);
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' && typeof user.username === 'string' && typeof user.firstName === 'string'
  );
}

export function setStoredUser(user: User): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveSession(token: string, user: User): void {
  setToken(token);
  setStoredUser(user);
}

/** Signing out leaves nothing of the account behind, the image-generation key included. */
export function clearSession(): void {
  removeAllOpenAiKeys();
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.user, null);
}

export interface StoredSession {
  token: string;
  user: User;
}

/** A token plus a readable user restores the session; a corrupt user record clears both keys. */
export function loadSession(): StoredSession | null {
  const token = read(STORAGE_KEYS.token);
  const rawUser = read(STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (isUser(user)) return { token, user };
  } catch {
    /* fall through to clearing */
  }
  clearSession();
  return null;
}
