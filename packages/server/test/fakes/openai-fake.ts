import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type FakeMode = 'ok' | '400' | '401' | '429' | '500' | 'hang';

export interface FakeCall {
  path: string;
  authorization: string | undefined;
  model: string | undefined;
  prompt: string | undefined;
  /** Content types of the image parts of an edit. */
  images: string[];
}

export interface OpenAiFake {
  /** Base URL to give the SDK (ends in /v1). */
  url: string;
  /** The key the fake accepts; anything else gets OpenAI's 401. */
  key: string;
  model: string;
  mode: FakeMode;
  calls: FakeCall[];
  close(): Promise<void>;
}

const MESSAGES: Record<
  Exclude<FakeMode, 'ok' | 'hang'>,
  { status: number; type: string; message: string }
> = {
  '400': {
    status: 400,
    type: 'invalid_request_error',
    message: 'Your request was rejected as a result of our safety system.',
  },
  '401': { status: 401, type: 'invalid_request_error', message: 'Incorrect API key provided.' },
  '429': {
    status: 429,
    type: 'requests',
    message: 'Rate limit reached for images per minute. Please try again in 20s.',
  },
  '500': { status: 500, type: 'server_error', message: 'The server had an error processing your request.' },
};

function sendError(res: ServerResponse, mode: keyof typeof MESSAGES, extra = ''): void {
  const { status, type, message } = MESSAGES[mode];
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message: message + extra, type, param: null, code: null } }));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stand-in for OpenAI's images API: POST /v1/images/generations (JSON) and /v1/images/edits
 * (multipart). It checks what the SDK sends and answers a real PNG as b64_json. The mode picks a
 * failure; a prompt containing "[fake:400]" (or 401, 429, 500, hang) picks one for that call only,
 * so a browser test can drive it through the page.
 */
export async function startOpenAiFake(options: { key?: string; model?: string } = {}): Promise<OpenAiFake> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  const hanging = new Set<ServerResponse>();
  const fake: OpenAiFake = {
    url: '',
    key: options.key ?? 'sk-fake-test-key-0123456789',
    model: options.model ?? 'gpt-image-1',
    mode: 'ok',
    calls: [],
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = (req.url ?? '').replace(/\?.*$/, '');
      const call: FakeCall = {
        path,
        authorization: req.headers.authorization,
        model: undefined,
        prompt: undefined,
        images: [],
      };
      if (req.method !== 'POST' || (path !== '/v1/images/generations' && path !== '/v1/images/edits')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } }),
        );
        return;
      }
      if (path === '/v1/images/generations') {
        const json = JSON.parse(body.toString('utf8')) as { model?: string; prompt?: string };
        call.model = json.model;
        call.prompt = json.prompt;
      } else {
        const form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        }).formData();
        call.model = form.get('model')?.toString();
        call.prompt = form.get('prompt')?.toString();
        for (const name of ['image', 'image[]']) {
          for (const value of form.getAll(name)) {
            if (typeof value !== 'string') {
              const bytes = Buffer.from(await value.arrayBuffer());
              const meta = await sharp(bytes)
                .metadata()
                .catch(() => undefined);
              call.images.push(meta?.format ? `image/${meta.format}` : `invalid:${value.type}`);
            }
          }
        }
      }
      fake.calls.push(call);

      const marker = call.prompt?.match(/\[fake:(400|401|429|500|hang)\]/)?.[1] as FakeMode | undefined;
      const mode = marker ?? fake.mode;
      if (mode === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      // Like OpenAI, the 401 quotes the key it got, so the test can prove we never pass it on.
      if (call.authorization !== `Bearer ${fake.key}`)
        return sendError(res, '401', ` Key: ${call.authorization?.replace(/^Bearer /, '') ?? ''}`);
      if (mode !== 'ok') return sendError(res, mode, mode === '401' ? ` Key: ${fake.key}` : '');
      if (call.model !== fake.model) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: `Unknown model ${call.model}`, type: 'invalid_request_error' },
          }),
        );
        return;
      }
      if (!call.prompt) return sendError(res, '400', ' (missing prompt)');
      if (
        path === '/v1/images/edits' &&
        (call.images.length === 0 || call.images.some((t) => t.startsWith('invalid')))
      )
        return sendError(res, '400', ' (image missing or not an image)');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: png.toString('base64') }],
        }),
      );
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
