import { SALE_EXPORT_FIELDS, saleExportLine } from '@artledger/domain';
import { sql } from 'kysely';
import { caseById } from '../case-by-id.js';
import { type AnyDb, inOneTransaction } from './helpers.js';

// Each sale stores its line of the sales export, written by the server with every write to the sale. The
// export of 30,000 sales read twelve columns a sale: handing 360,000 values from the database to JavaScript
// and formatting them was most of its time. One stored text a sale costs about a third of that. The lines
// of the sales already stored are written here, a thousand at a time in id order.

const BATCH = 1000;

export async function up(db: AnyDb): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await sql`alter table sales add column export_line text`.execute(trx);
    for (let after = 0; ;) {
      const rows = await trx
        .selectFrom('sales')
        .select(['id', ...SALE_EXPORT_FIELDS])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return;
      const lines = rows.map((row) => [row.id, saleExportLine(row)] as const);
      await trx
        .updateTable('sales')
        .set({ export_line: caseById(lines) })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      after = rows.at(-1)!.id;
    }
  });
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table sales drop column export_line`.execute(db);
}
