import { type OpenAiFake, startOpenAiFake } from '../../packages/server/test/fakes/openai-fake';
import { E2E_OPENAI_KEY } from './openai';

let fake: OpenAiFake | undefined;

/**
 * Starts the stand-in of OpenAI's images API on a free port for the whole run and returns the
 * server environment that points the SDK at it. Prompts containing "[fake:400]" (401, 429, 500,
 * hang) make it fail for that call.
 */
export async function startE2eOpenAiFake(): Promise<Record<string, string>> {
  fake = await startOpenAiFake({ key: E2E_OPENAI_KEY });
  return { OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_MS: '5000' };
}

export async function stopE2eOpenAiFake(): Promise<void> {
  await fake?.close();
  fake = undefined;
}
