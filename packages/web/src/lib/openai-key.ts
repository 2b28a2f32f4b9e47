import { STORAGE_KEYS } from '@artledger/domain';

/**
 * The image-generation key lives only in this browser, under the signed-in account's id, so the next
 * person who signs in here never inherits it; sign-out removes every stored key (see clearSession).
 */
function storageKey(): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    const id = raw ? (JSON.parse(raw) as { id?: unknown }).id : undefined;
    return typeof id === 'number' ? `${STORAGE_KEYS.openAiKey}:${id}` : null;
  } catch {
    return null;
  }
}

export function getOpenAiKey(): string | null {
  const name = storageKey();
  if (!name) return null;
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

/** Throws when storage is unavailable (or nobody is signed in) so the caller can say the key was not saved. */
export function saveOpenAiKey(key: string): void {
  const name = storageKey();
  if (!name) throw new Error('No signed-in account to keep the key for');
  localStorage.setItem(name, key);
}

export function removeOpenAiKey(): void {
  const name = storageKey();
  try {
    if (name) localStorage.removeItem(name);
    localStorage.removeItem(STORAGE_KEYS.openAiKey);
  } catch {
    /* nothing stored to remove */
  }
}

/** Every stored image-generation key, whoever it belonged to (the old shared key included). */
export function removeAllOpenAiKeys(): void {
  try {
    const names: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const name = localStorage.key(i);
      if (name === STORAGE_KEYS.openAiKey || name?.startsWith(`${STORAGE_KEYS.openAiKey}:`)) names.push(name);
    }
    for (const name of names) localStorage.removeItem(name);
  } catch {
    /* storage unavailable: nothing stored */
  }
}

export function maskKey(key: string): string {
  return `•••• ${key.slice(-4)}`;
}
