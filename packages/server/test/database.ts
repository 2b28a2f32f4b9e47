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
      try {
        // An autovacuum worker analysing the test's tables belongs to the superuser, and FORCE may not end
        // it (insufficient_privilege); it finishes within moments on a test-sized database, so try again.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
