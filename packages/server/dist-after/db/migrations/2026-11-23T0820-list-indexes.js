/**
 * Each list reads one page in its own order straight off an index (WHERE columns, then the ORDER BY
 * columns, id last as the tie-break), so a page costs the page and not the account. The trailing money
 * columns let the dealer cards' counts and sums be read from the index alone.
 */
const LIST_INDEXES = [
    // GET /api/sales: newest first, by payment status, by dealer, by dealer and status.
    { name: 'sales_list_user_date_idx', table: 'sales', columns: ['user_id', 'sale_date', 'id'] },
    {
        name: 'sales_list_status_date_idx',
        table: 'sales',
        columns: ['user_id', 'payment_status', 'sale_date', 'id'],
    },
    {
        name: 'sales_list_dealer_date_idx',
        table: 'sales',
        columns: ['user_id', 'dealer_id', 'sale_date', 'id'],
    },
    {
        name: 'sales_list_dealer_status_date_idx',
        table: 'sales',
        columns: ['user_id', 'dealer_id', 'payment_status', 'sale_date', 'id'],
    },
    // The header badge and the Manage Payments chooser: unpaid dealer sales counted and summed per dealer.
    {
        name: 'sales_pending_dealer_idx',
        table: 'sales',
        columns: ['user_id', 'payment_status', 'dealer_id', 'net_amount_cents'],
    },
    // The inventory report finds the sale that ended each consignment; without it every report builds a
    // temporary index over all of the account's sales.
    { name: 'sales_consignment_idx', table: 'sales', columns: ['consignment_id'] },
    // GET /api/consignments: newest first, by dealer, by artwork, by status.
    {
        name: 'consignments_list_user_date_idx',
        table: 'consignments',
        columns: ['user_id', 'consignment_date', 'id'],
    },
    {
        name: 'consignments_list_dealer_date_idx',
        table: 'consignments',
        columns: ['user_id', 'dealer_id', 'consignment_date', 'id'],
    },
    {
        name: 'consignments_list_artwork_date_idx',
        table: 'consignments',
        columns: ['user_id', 'artwork_id', 'consignment_date', 'id'],
    },
    {
        name: 'consignments_list_status_date_idx',
        table: 'consignments',
        columns: ['user_id', 'status', 'consignment_date', 'id'],
    },
    // A dealer card's newest five consigned works, and its consigned count and value.
    {
        name: 'consignments_dealer_status_date_idx',
        table: 'consignments',
        columns: ['user_id', 'dealer_id', 'status', 'consignment_date', 'id', 'consignment_price_cents'],
    },
    // GET /api/dealers: newest first with id as the tie-break (PostgreSQL has no implicit rowid order).
    { name: 'dealers_list_user_created_idx', table: 'dealers', columns: ['user_id', 'created_at', 'id'] },
];
export async function up(db) {
    for (const { name, table, columns } of LIST_INDEXES)
        await db.schema.createIndex(name).on(table).columns(columns).execute();
}
export async function down(db) {
    for (const { name } of [...LIST_INDEXES].reverse())
        await db.schema.dropIndex(name).execute();
}
//# sourceMappingURL=2026-11-23T0820-list-indexes.js.map