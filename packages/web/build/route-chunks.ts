import type { Plugin } from 'vite';

const PUBLIC_PAGES = /[\\/]src[\\/](features[\\/](landing|auth)[\\/]pages[\\/]|app[\\/]not-found-page)/;

/**
 * Groups the code the signed-in screens share into one chunk. Left to automatic splitting, a signed-in
 * first screen downloads 35–40 small chunks (each button, dialog, query helper on its own), and on a
 * phone's connection every few of them cost a round trip. Code that the public pages (landing, sign-in,
 * registration, not found) or the entry import is left out, so those pages stay as small as before.
 */
export function routeChunks(): {
  plugin: Plugin;
  isSignedInShared: (id: string) => boolean;
  isLazyPublic: (id: string) => boolean;
} {
  const signedInShared = new Set<string>();
  const lazyPublic = new Set<string>();
  const plugin: Plugin = {
    name: 'artledger:route-chunks',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const staticClosure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => info(id)?.isEntry);
      const lazyRoots = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      const pages = [...lazyRoots].filter(
        (id) =>
          /[\\/]src[\\/](features[\\/][^\\/]+[\\/]pages|app[\\/]layout)[\\/]/.test(id) ||
          PUBLIC_PAGES.test(id),
      );
      const entryCode = staticClosure(entries);
      const publicCode = staticClosure([...entries, ...pages.filter((id) => PUBLIC_PAGES.test(id))]);
      lazyPublic.clear();
      for (const id of publicCode) if (!entryCode.has(id) && !PUBLIC_PAGES.test(id)) lazyPublic.add(id);
      const signedInPages = pages.filter((id) => !PUBLIC_PAGES.test(id));
      const counts = new Map<string, number>();
      for (const page of signedInPages) {
        for (const id of staticClosure([page])) {
          if (id !== page && !publicCode.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      signedInShared.clear();
      for (const [id, count] of counts) if (count >= 2) signedInShared.add(id);
    },
  };
  return {
    plugin,
    isSignedInShared: (id) => signedInShared.has(id),
    isLazyPublic: (id) => lazyPublic.has(id),
  };
}
