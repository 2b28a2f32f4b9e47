import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { createTempPostgresDatabase, testDialect } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
}

/**
 * Builds the real app in-process on a fresh database (SQLite file in a temp dir, or a new PostgreSQL
 * database) with its own upload dir; everything is removed after the file's tests.
 */
export async function build(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  options: Pick<BuildOptions, 'logger' | 'responses'> = { logger: false },
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artledger-test-'));
  const pgDb = testDialect === 'postgres' ? await createTempPostgresDatabase() : undefined;
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST_DIR: '',
      ...env,
    }),
    databaseUrl: pgDb?.url,
    webDistDir: undefined,
    ...overrides,
  };
  // Every response is also encoded by zod, and the test fails where the two serializers disagree.
  const app = await buildApp(config, { ...options, responses: { verify: true, ...options.responses } });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config };
}
