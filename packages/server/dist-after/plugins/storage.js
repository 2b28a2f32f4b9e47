import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
export class DiskStorage {
    root;
    constructor(root) {
        this.root = root;
    }
    locate(key) {
        const full = path.resolve(this.root, key);
        if (!full.startsWith(path.resolve(this.root) + path.sep))
            throw new Error(`Refusing a storage key outside the root: ${key}`);
        return full;
    }
    async put(key, data) {
        const full = this.locate(key);
        await mkdir(path.dirname(full), { recursive: true });
        await writeFile(full, data, { flag: 'wx' });
    }
    async delete(key) {
        await rm(this.locate(key), { force: true });
    }
}
//# sourceMappingURL=storage.js.map