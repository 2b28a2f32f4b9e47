import { useEffect } from 'react';

export function documentTitle(title: string): string {
  return title ? `${title} · ArtLedger` : 'ArtLedger';
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
