export async function isEventRecorded(db, eventId) {
    const row = await db.selectFrom('stripe_events').select('id').where('id', '=', eventId).executeTakeFirst();
    return Boolean(row);
}
/** Records a handled event; false when it was already recorded (a redelivery racing the first one). */
export async function recordEvent(db, eventId, type) {
    const row = await db
        .insertInto('stripe_events')
        .values({ id: eventId, type: type.slice(0, 100), received_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
    return Boolean(row);
}
//# sourceMappingURL=billing.repository.js.map