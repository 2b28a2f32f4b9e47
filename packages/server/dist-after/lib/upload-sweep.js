import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
/** A file younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;
/**
 * Deletes upload files that no row references and that are older than an hour: what a crash between
 * writing the files and committing the row (or between deleting a row and its files) leaves behind.
 * Returns the removed keys.
 */
export async function sweepOrphanUploads(db, uploadRoot, folders, now = Date.now()) {
    const removed = [];
    for (const folder of folders) {
        const dir = path.join(uploadRoot, folder.dir);
        const names = await readdir(dir).catch(() => []);
        const old = [];
        for (const name of names) {
            const info = await stat(path.join(dir, name)).catch(() => undefined);
            if (info?.isFile() && now - info.mtimeMs > ORPHAN_MIN_AGE_MS)
                old.push(name);
        }
        for (let i = 0; i < old.length; i += BATCH) {
            const batch = old.slice(i, i + BATCH);
            const keep = await folder.referenced(db, batch);
            for (const name of batch.filter((n) => !keep.has(n))) {
                await rm(path.join(dir, name), { force: true });
                removed.push(`${folder.dir}/${name}`);
            }
        }
    }
    return removed;
}
//# sourceMappingURL=upload-sweep.js.map