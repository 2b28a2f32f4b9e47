function baseQuery(db) {
    // A user without a subscription row is on free (plan 1), like everywhere else.
    return db
        .selectFrom('users as u')
        .leftJoin('user_subscriptions as s', 's.user_id', 'u.id')
        .leftJoin('subscription_plans as p', (join) => join.on((eb) => eb('p.id', '=', eb.fn.coalesce('s.plan_id', eb.lit(1)))))
        .select([
        'u.id',
        'u.username',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.role',
        'u.profile_image',
        'u.created_at',
        'p.id as plan_id',
        'p.name as plan_name',
        's.status',
        's.current_period_end',
    ]);
}
function toAdminUser(row) {
    return {
        id: row.id,
        username: row.username,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        profileImage: row.profile_image,
        createdAt: row.created_at,
        subscription: {
            id: row.plan_id ?? 1,
            name: (row.plan_name ?? 'free'),
            endDate: row.current_period_end ?? null,
            status: row.status ?? 'active',
        },
    };
}
/** Every user, newest first, with their plan (no password hash or token data is selected). */
export async function listAdminUsers(db) {
    const rows = await baseQuery(db).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').execute();
    return rows.map(toAdminUser);
}
export async function findAdminUser(db, id) {
    const row = await baseQuery(db).where('u.id', '=', id).executeTakeFirst();
    return row && toAdminUser(row);
}
//# sourceMappingURL=admin.repository.js.map