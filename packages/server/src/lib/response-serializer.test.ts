import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { build } from '../../test/build.js';
import { createResponseSerializerCompiler, type ResponseSerializerOptions } from './response-serializer.js';

const user = z.object({
  id: z.number().int(),
  username: z.string(),
  bio: z.string().nullable(),
  website: z.string().optional(),
  plan: z.enum(['free', 'basic', 'pro']),
});

// The real app, built as every API test builds it, telling which serializer each route's response got.
const compiled: Array<[route: string, serializer: string]> = [];
await build(
  {},
  {},
  { logger: false, responses: { onCompiled: (route, kind) => compiled.push([route, kind]) } },
);

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

  it('gives every route of the app the fast serializer', () => {
    expect(compiled.length).toBeGreaterThan(60);
    expect(compiled.filter(([, serializer]) => serializer !== 'fast-json-stringify')).toEqual([]);
  });
});
