import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createResponseSerializerCompiler, type ResponseSerializerOptions } from './response-serializer.js';

const user = z.object({
  id: z.number().int(),
  username: z.string(),
  bio: z.string().nullable(),
  website: z.string().optional(),
  plan: z.enum(['free', 'basic', 'pro']),
});

async function serve(handlerValue: unknown, options: ResponseSerializerOptions = {}) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler(options));
  app.get('/users', { schema: { response: { 200: z.array(user) } } }, async () => handlerValue as never);
  const response = await app.inject({ method: 'GET', url: '/users' });
  await app.close();
  return response;
}

describe('response serializer', () => {
  it('writes only the declared properties: a stray column never leaves the server', async () => {
    const row = {
      id: 1,
      username: 'ada',
      bio: null,
      plan: 'pro',
      password_hash: '$argon2id$secret',
      token_version: 3,
    };
    const response = await serve([row, { ...row, id: 2, bio: 'Painter', website: 'https://ada.example' }]);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('argon2');
    expect(response.json()).toEqual([
      { id: 1, username: 'ada', bio: null, plan: 'pro' },
      { id: 2, username: 'ada', bio: 'Painter', website: 'https://ada.example', plan: 'pro' },
    ]);
  });

  it('keeps strings exact, whatever characters they hold', async () => {
    const username = 'Zoë "Quoted" \\ back\nline \u2028 </script> 🎨';
    const response = await serve([{ id: 1, username, bio: '', plan: 'free' }], { verify: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].username).toBe(username);
  });

  it('with verify, answers 500 when the value does not match the schema, as zod alone would', async () => {
    const wrong = [{ id: '1', username: 'ada', bio: null, plan: 'pro' }];
    expect((await serve(wrong, { verify: true })).statusCode).toBe(500);
    // Without verify, fast-json-stringify writes the number the schema promises.
    expect((await serve(wrong)).json()).toEqual([{ id: 1, username: 'ada', bio: null, plan: 'pro' }]);
  });

  it('gives every route of the app the fast serializer', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'artledger-serializer-'));
    const compiled: Array<[string, string]> = [];
    const app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        WEB_DIST_DIR: '',
      }),
      { logger: false, responses: { onCompiled: (route, serializer) => compiled.push([route, serializer]) } },
    );
    try {
      await app.ready();
      expect(compiled.length).toBeGreaterThan(60);
      expect(compiled.filter(([, serializer]) => serializer !== 'fast-json-stringify')).toEqual([]);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
