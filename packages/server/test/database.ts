import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Which database the server suite runs on: set TEST_DB=postgres (with TEST_DATABASE_URL) for PostgreSQL. */
export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** A fresh PostgreSQL database for one test file, dropped again by the returned function. */
export async function createTempPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `artledger_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
