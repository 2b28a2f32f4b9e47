// A session the server no longer accepts (a password changed elsewhere, an expired token) sends the tab to
// the sign-in page by a full load; this per-tab note tells that page why, and where the person was.
const KEY = 'artledger:session-ended';

export function markSessionEnded(returnPath: string): void {
  try {
    sessionStorage.setItem(KEY, returnPath);
  } catch {
    /* storage unavailable: the sign-in page shows without the note */
  }
}

/** The page the ended session was on, or null when the sign-in page was opened for another reason. */
export function readSessionEnded(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
