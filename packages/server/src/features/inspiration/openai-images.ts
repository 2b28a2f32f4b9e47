import { API_KEY_CHARACTERS_MESSAGE, hasApiKeyCharacters } from '@artledger/domain';
import OpenAI, { APIConnectionTimeoutError, APIError, toFile } from 'openai';
import { AppError, badRequest } from '../../lib/app-error.js';

export interface ImageProviderOptions {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface ReferenceImage {
  name: string;
  data: Buffer;
}

/** gpt-image-1 takes at most 16 input images in one edit. */
export const MAX_REFERENCE_IMAGES = 16;
/** A URL answer is fetched with this ceiling so a hostile endpoint cannot fill memory. */
const MAX_RESULT_BYTES = 25 * 1024 * 1024;

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Asks the image API for one picture: a plain generation, or an edit when reference images are given.
 * A new client per call because the key is the user's; no retries, so a slow provider cannot hold the
 * user's single generation slot for several time-outs in a row.
 */
export async function requestImage(
  options: ImageProviderOptions,
  prompt: string,
  references: ReferenceImage[],
): Promise<Buffer> {
  // fetch cannot put a character above U+00FF in the Authorization header, and its TypeError read as
  // "Could not reach OpenAI" (502), which no retry fixes.
  if (!hasApiKeyCharacters(options.apiKey)) throw badRequest(API_KEY_CHARACTERS_MESSAGE, 'apiKey');
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  try {
    const result =
      references.length === 0
        ? await client.images.generate({ model: options.model, prompt, n: 1 })
        : await client.images.edit({
            model: options.model,
            prompt,
            n: 1,
            image: await Promise.all(
              references.map((r) =>
                toFile(r.data, r.name, { type: MIME[r.name.split('.').pop() ?? ''] ?? 'image/png' }),
              ),
            ),
          });
    const first = result.data?.[0];
    if (first?.b64_json) return Buffer.from(first.b64_json, 'base64');
    if (first?.url) return await fetchLimited(first.url, options.timeoutMs);
    throw new AppError('UPSTREAM_ERROR', 'OpenAI answered without an image. Please try again.');
  } catch (error) {
    throw toAppError(error, options.apiKey, options.timeoutMs);
  }
}

async function fetchLimited(url: string, timeoutMs: number): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body)
    throw new AppError('UPSTREAM_ERROR', 'Could not download the generated image. Please try again.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_RESULT_BYTES) throw new AppError('UPSTREAM_ERROR', 'The generated image is too large.');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Whatever the provider says may quote the key; it never leaves the server or reaches a log. */
function scrub(message: string, apiKey: string): string {
  return apiKey ? message.split(apiKey).join('***') : message;
}

function toAppError(error: unknown, apiKey: string, timeoutMs: number): AppError {
  if (error instanceof AppError) return new AppError(error.code, scrub(error.message, apiKey));
  const seconds = Math.round(timeoutMs / 1000);
  if (error instanceof APIConnectionTimeoutError || (error instanceof Error && error.name === 'TimeoutError'))
    return new AppError(
      'UPSTREAM_TIMEOUT',
      `OpenAI did not answer within ${seconds} seconds. Please try again in a moment.`,
    );
  if (error instanceof APIError && error.status !== undefined) {
    const body = error.error as { message?: unknown } | undefined;
    const own = typeof body?.message === 'string' && body.message ? body.message : error.message;
    const message = scrub(`OpenAI: ${own}`, apiKey);
    // A 401 from us would sign the user out of our app; the key is theirs to fix, so it is a 400.
    if (error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404)
      return new AppError('BAD_REQUEST', message);
    if (error.status === 429) return new AppError('RATE_LIMITED', message);
    return new AppError('UPSTREAM_ERROR', message);
  }
  return new AppError('UPSTREAM_ERROR', 'Could not reach OpenAI. Please try again in a moment.');
}
