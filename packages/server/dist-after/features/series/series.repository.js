export function listSeries(db, userId) {
    return db
        .selectFrom('series')
        .select(['id', 'name', 'description', 'year', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('name_lower')
        .execute();
}
export async function seriesExists(db, userId, id) {
    const row = await db
        .selectFrom('series')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    return Boolean(row);
}
/** Names are unique per user regardless of case. */
export async function seriesNameTaken(db, userId, name) {
    const row = await db
        .selectFrom('series')
        .select('id')
        .where('user_id', '=', userId)
        .where('name_lower', '=', name.toLowerCase())
        .executeTakeFirst();
    return Boolean(row);
}
export async function insertSeries(db, userId, input) {
    const row = await db
        .insertInto('series')
        .values({
        user_id: userId,
        name: input.name,
        name_lower: input.name.toLowerCase(),
        description: input.description ?? null,
        year: input.year ?? null,
        created_at: new Date().toISOString(),
    })
        .returning('id')
        .executeTakeFirstOrThrow();
    return row.id;
}
//# sourceMappingURL=series.repository.js.map