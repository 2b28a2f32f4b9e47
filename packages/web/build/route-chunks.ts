import type { Plugin } from 'vite';

const PUBLIC_PAGES = /[\\/]src[\\/](features[\\/](landing|auth)[\\/]pages[\\/]|app[\\/]not-found-page)/;
const LANDING = /[\\/]src[\\/]features[\\/]landing[\\/]pages[\\/]/;
const BOOT = /[\\/]src[\\/]app[\\/]boot\.tsx$/;
// Every page imports the domain package through its one index, so following imports says every page uses
// every schema (and every icon of lucide's index); after tree-shaking few are. Rolldown, which knows what is
// used, splits these (and zod, which only the schemas import) itself.
const THROUGH_BARREL = /[\\/](packages[\\/]domain[\\/]src|node_modules[\\/](zod|lucide-react))[\\/]/;
// The same for TanStack Query's several-queries hook, which only the gallery page uses: start-up imports the
// library's index, so grouped it would sit in the code every page downloads (landing included).
const PAGE_ONLY_LIBRARY_PARTS =
  /[\\/]node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useQueries|query-core[\\/]build[\\/]modern[\\/]queriesObserver)\.js$/;
// The virtualizer serves the gallery and the admin's user list only; grouped as shared signed-in code it would
// be in what every signed-in screen downloads (the dashboard included), so rolldown gives it a chunk of its own.
const FEW_PAGES_LIBRARY = /[\\/]node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/;
const FORMS = /[\\/]node_modules[\\/]react-hook-form[\\/]/;
const LAYOUT = /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/;
// The toaster loads lazily with the first screen other than the landing page (app/providers.tsx); every such
// screen loads `public`, which holds the toast library, so the toaster goes there rather than in a file of its own.
const TOASTER = /[\\/]src[\\/]app[\\/]toaster\.tsx$/;

export type ChunkGroup = 'app' | 'public' | 'public-forms' | 'signed-in' | 'signed-in-forms';

/**
 * Puts the first screen of every route into a handful of files. The entry is tiny and starts, side by side,
 * the app (React, router, query client, shell: `app`) and the route's page chunk; left to automatic
 * splitting, each helper, icon or schema shared by two pages is a chunk of its own, and a signed-in first
 * screen waited on 40–50 of them (on a phone's connection every few cost a round trip). Here:
 * - `app`: the app's own code and whatever the landing page shares with anything (all small), since every
 *   page loads the app anyway;
 * - `public`: code the sign-in, registration or not-found pages share with other pages, except for
 * - `public-forms`: the shared code with a form library (registration's form; sign-in has none), so the
 *   sign-in page's first visit does not download it;
 * - `signed-in`: the layout and the code two or more signed-in pages share, except for
 * - `signed-in-forms`: the shared code with forms (dialogs), loaded by the pages that show them;
 * - each page's own code stays in its page chunk.
 * Landing then loads entry + app + its page, sign-in adds `public`, registration `public-forms` too, and a
 * signed-in screen loads entry, app, public, signed-in and its page (and `public-forms` if it shows a form).
 */
export function routeChunks(): {
  plugin: Plugin;
  groupOf: (id: string) => ChunkGroup | undefined;
} {
  const groups = new Map<string, ChunkGroup>();
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
      const roots = [...lazyRoots].filter(
        (id) =>
          BOOT.test(id) ||
          LAYOUT.test(id) ||
          /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/]/.test(id) ||
          PUBLIC_PAGES.test(id),
      );
      const entryCode = staticClosure(entries);
      // What the entry loads lazily besides the app and the pages (the thumbnail preload) runs before the app
      // has arrived. Grouped with app or signed-in code, its imports would make it wait for those chunks to
      // download and run; left ungrouped, its few small helpers are copied into it.
      const rootSet = new Set(roots);
      const entryHelpers = [...entryCode]
        .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => !rootSet.has(id));
      const entryHelperCode = staticClosure(entryHelpers);
      // Which roots statically reach each module (a lazily loaded library like the chart stays on its own).
      const users = new Map<string, string[]>();
      for (const root of roots) {
        for (const id of staticClosure([root])) {
          if (id === root && !LAYOUT.test(id)) continue;
          if (entryCode.has(id)) continue;
          users.set(id, [...(users.get(id) ?? []), root]);
        }
      }
      // Shared dialogs with forms pull in react-hook-form and the domain's schemas; a screen that shows
      // no form (the dashboard, the gallery until a dialog opens) should not download them.
      const formCache = new Map<string, boolean>();
      const usesForms = (id: string): boolean => {
        let uses = formCache.get(id);
        if (uses === undefined) {
          uses = [...staticClosure([id])].some((dep) => FORMS.test(dep));
          formCache.set(id, uses);
        }
        return uses;
      };
      groups.clear();
      for (const id of ids) if (TOASTER.test(id)) groups.set(id, 'public');
      for (const [id, by] of users) {
        if (
          THROUGH_BARREL.test(id) ||
          PAGE_ONLY_LIBRARY_PARTS.test(id) ||
          FEW_PAGES_LIBRARY.test(id) ||
          entryHelperCode.has(id)
        )
          continue;
        if (by.some((root) => BOOT.test(root)) || (by.length >= 2 && by.some((root) => LANDING.test(root))))
          groups.set(id, 'app');
        else if (by.some((root) => PUBLIC_PAGES.test(root))) {
          if (by.length >= 2) groups.set(id, usesForms(id) ? 'public-forms' : 'public');
        } else if (by.length >= 2 || by.some((root) => LAYOUT.test(root))) {
          groups.set(id, usesForms(id) ? 'signed-in-forms' : 'signed-in');
        }
      }
    },
  };
  return { plugin, groupOf: (id) => groups.get(id) };
}
