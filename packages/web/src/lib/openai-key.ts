import { STORAGE_KEYS } from '@artledger/domain';

// The image-generation key lives only in this browser; it is sent with generation calls and never saved by us.
export function getOpenAiKey(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.openAiKey);
  } catch {
    return null;
  }
}

/** Throws when storage is unavailable so the caller can say the key was not saved. */
export function saveOpenAiKey(key: string): void {
  localStorage.setItem(STORAGE_KEYS.openAiKey, key);
}

export function removeOpenAiKey(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.openAiKey);
  } catch {
    /* nothing stored to remove */
  }
}

export function maskKey(key: string): string {
  return `•••• ${key.slice(-4)}`;
}
