/** The categories table is a fixed list seeded by the migrations; nothing writes it at run time. */
export function listCategories(db) {
    return db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
}
export async function categoryExists(db, id) {
    const row = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
    return Boolean(row);
}
//# sourceMappingURL=categories.repository.js.map