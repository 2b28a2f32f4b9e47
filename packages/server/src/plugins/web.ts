import { existsSync, mkdirSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { UPLOAD_FOLDERS } from '../upload-folders.js';
import { UploadCache } from './upload-cache.js';

/** Written by the web build beside index.html. */
const LANDING_HTML = 'landing.html';
const FOLDERS = new Set(UPLOAD_FOLDERS.map((folder) => folder.dir));
/** One stored file's name: ours are random hex with an optional size prefix and an image extension. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,200}\.[A-Za-z0-9]{1,8}$/;

/** Serves /uploads and the built web app (with the SPA fallback to index.html). */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const { uploadDir, webDistDir } = app.config;
  mkdirSync(uploadDir, { recursive: true });
  const sendOptions = {
    root: uploadDir,
    index: false,
    dotfiles: 'deny',
    maxAge: '30d',
    immutable: true,
  } as const;
  // Not @fastify/static: for every request its wildcard route lists each folder on the way (a check against
  // case-insensitive disks), and the thumbnails folder holds two files per image: a hundred thousand names
  // read for each 6 KB thumbnail, 100–350 ms apiece on a large account. Our names are checked here instead.
  const cache = new UploadCache(app.config.uploadCacheBytes);
  app.storage.onDelete((key) => cache.forget(key));
  app.get<{ Params: { folder: string; file: string } }>('/uploads/:folder/:file', async (request, reply) => {
    const { folder, file } = request.params;
    if (!FOLDERS.has(folder) || !STORED_NAME.test(file)) throw noSuchFile(request.url);
    const key = `${folder}/${file}`;
    // Ranges, revalidations and HEAD are left to send, which answers them from the file itself.
    const plain = request.method === 'GET' && isPlainGet(request.headers);
    const cached = plain ? cache.get(key) : undefined;
    if (cached) return reply.code(200).headers(cached.headers).send(cached.body);
    const readStarted = cache.readStarted();
    const sent = await send(request.raw, `/${key}`, sendOptions);
    // A range the file cannot meet (416, with its size) or a failed precondition (412) is about an existing
    // file: HTTP's answer, without send's HTML error page.
    if (sent.type === 'error' && (sent.statusCode === 412 || sent.statusCode === 416)) {
      const contentRange = sent.headers['Content-Range'];
      if (contentRange) reply.header('content-range', contentRange);
      return reply.code(sent.statusCode).send();
    }
    if (sent.type !== 'file') throw noSuchFile(request.url);
    if (plain && sent.statusCode === 200 && cache.accepts(sent.metadata.stat.size)) {
      const body = await buffer(sent.stream);
      cache.keep(key, { headers: sent.headers, body }, readStarted);
      return reply.code(200).headers(sent.headers).send(body);
    }
    return reply.code(sent.statusCode).headers(sent.headers).send(sent.stream);
  });

  const hasWeb = Boolean(webDistDir && existsSync(path.join(webDistDir, 'index.html')));
  // The web build writes the landing page's HTML with the page already in it, so a phone paints it before the
  // app's JavaScript arrives; every other route is painted by the app.
  const hasLanding = hasWeb && existsSync(path.join(webDistDir!, LANDING_HTML));
  app.setNotFoundHandler(async (request, reply) => {
    // Client routes get the app (HEAD too: a monitor checking the site asks for headers only); a missing file
    // (an old hashed asset after a deploy) stays a 404.
    if (
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !looksLikeFile(request.url)
    ) {
      const page = hasLanding && isLandingPath(request.url) ? LANDING_HTML : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page, webDistDir!);
    }
    throw new AppError('NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  });
  if (!hasWeb) return;
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each text asset; send those when the browser accepts them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed assets never change; index.html must always be revalidated.
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}

function isPlainGet(headers: IncomingHttpHeaders): boolean {
  return !(
    headers.range ||
    headers['if-range'] ||
    headers['if-match'] ||
    headers['if-none-match'] ||
    headers['if-modified-since'] ||
    headers['if-unmodified-since']
  );
}

function noSuchFile(url: string): AppError {
  return new AppError('NOT_FOUND', `No such file: ${url.split('?')[0]}`);
}

function isLandingPath(url: string): boolean {
  return url === '/' || url.startsWith('/?');
}

function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
}
