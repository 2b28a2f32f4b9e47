/** Keys the global setup leaves in process.env for the workers and the teardown. */
export const ENV = {
  baseUrl: 'E2E_BASE_URL',
  pid: 'E2E_SERVER_PID',
  dataDir: 'E2E_DATA_DIR',
  noBrowser: 'E2E_NO_BROWSER',
  stripeApiBase: 'E2E_STRIPE_API_BASE',
} as const;

export function baseUrl(): string {
  const url = process.env[ENV.baseUrl];
  if (!url) throw new Error(`${ENV.baseUrl} is not set: did the global setup run?`);
  return url;
}

/** A fixed secret so every token of the run verifies (at least 32 characters). */
export const JWT_SECRET = 'e2e-only-secret-not-for-production-0123456789abcdef';

/** The local Stripe stand-in the server is pointed at (started by the global setup). */
export function stripeFakeUrl(): string {
  const url = process.env[ENV.stripeApiBase];
  if (!url) throw new Error(`${ENV.stripeApiBase} is not set: did the global setup run?`);
  return url;
}
