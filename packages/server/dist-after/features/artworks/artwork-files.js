/** Thumbnails of every feature are stored as thumbnails/thumb_{image name}. */
const THUMB_PREFIX = 'thumb_';
/**
 * The shared thumbnails folder: a thumbnail is referenced when its image is referenced by any of the
 * features that store images (artworks, inspiration), so the sweep never takes another feature's file.
 */
export function thumbnailsReferencedBy(owners) {
    return async (db, files) => {
        const image = (file) => (file.startsWith(THUMB_PREFIX) ? file.slice(THUMB_PREFIX.length) : '');
        const names = files.map(image).filter(Boolean);
        const found = new Set();
        for (const owner of owners)
            for (const name of await owner(db, names))
                found.add(name);
        return new Set(files.filter((file) => found.has(image(file))));
    };
}
//# sourceMappingURL=artwork-files.js.map