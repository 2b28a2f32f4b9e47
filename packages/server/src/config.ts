import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  /** Memory for small uploads served again (thumbnails); 0 reads every file from disk. */
  uploadCacheBytes: number;
  /** postgres://… selects PostgreSQL; otherwise SQLite at DATA_DIR/artledger.db (or ':memory:'). */
  databaseUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  logLevel: string;
  /** Built web app to serve; absent in API-only tests. */
  webDistDir: string | undefined;
  rateLimit: { authPerAddress: number; authPerAccount: number; windowMs: number };
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    priceBasic: string | undefined;
    pricePro: string | undefined;
    apiBase: string | undefined;
  };
  openAiBaseUrl: string | undefined;
  /** Image model for generation and edits. */
  openAiImageModel: string;
  /** How long one generation may take before the user is told it timed out. */
  openAiTimeoutMs: number;
}

/** packages/server/{src,dist} → the repository root, so ./data means the same place for `npm start` and `npm run dev`. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** The secret is generated once and kept beside the data so tokens survive restarts. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const port = intFrom(env.PORT, 3000, 'PORT');
  const jwtSecret = env.JWT_SECRET || loadOrCreateJwtSecret(dataDir);
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    uploadCacheBytes: intFrom(env.UPLOAD_CACHE_MB, 32, 'UPLOAD_CACHE_MB') * 1024 * 1024,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL || 'info',
    // Relative to where the server starts, like DATA_DIR; empty serves the API only.
    webDistDir:
      env.WEB_DIST_DIR === undefined ? defaultWebDist() : env.WEB_DIST_DIR && path.resolve(env.WEB_DIST_DIR),
    rateLimit: {
      authPerAddress: intFrom(env.AUTH_RATE_LIMIT_PER_ADDRESS, 100, 'AUTH_RATE_LIMIT_PER_ADDRESS'),
      authPerAccount: intFrom(env.AUTH_RATE_LIMIT_PER_ACCOUNT, 10, 'AUTH_RATE_LIMIT_PER_ACCOUNT'),
      windowMs: 15 * 60 * 1000,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      priceBasic: env.STRIPE_PRICE_BASIC || undefined,
      pricePro: env.STRIPE_PRICE_PRO || undefined,
      apiBase: env.STRIPE_API_BASE || undefined,
    },
    openAiBaseUrl: env.OPENAI_BASE_URL || undefined,
    openAiImageModel: env.OPENAI_IMAGE_MODEL || 'gpt-image-1',
    openAiTimeoutMs: intFrom(env.OPENAI_TIMEOUT_MS, 120_000, 'OPENAI_TIMEOUT_MS'),
  };
}

function defaultWebDist(): string | undefined {
  const candidate = path.resolve(import.meta.dirname, '../../web/dist');
  return existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}
