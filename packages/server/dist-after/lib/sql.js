/**
 * A LIKE pattern matching `search` anywhere, lower-cased, with `%`, `_` and `\\` escaped so a search for
 * "50%" means those characters. Use with `lower(column) like ? escape '\\'`.
 */
export function containsPattern(search) {
    return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
//# sourceMappingURL=sql.js.map