import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.js';
/** Serves /uploads and the built web app (with the SPA fallback to index.html). */
export async function registerStatic(app) {
    const { uploadDir, webDistDir } = app.config;
    mkdirSync(uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
        root: uploadDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        maxAge: '30d',
        immutable: true,
    });
    const hasWeb = Boolean(webDistDir && existsSync(path.join(webDistDir, 'index.html')));
    app.setNotFoundHandler(async (request, reply) => {
        // Client routes get the app; a missing file (an old hashed asset after a deploy) stays a 404.
        if (hasWeb && request.method === 'GET' && !isApiPath(request.url) && !looksLikeFile(request.url)) {
            return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
        }
        throw new AppError('NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
    });
    if (!hasWeb)
        return;
    await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each text asset; send those when the browser accepts them.
        preCompressed: true,
        setHeaders(reply, filePath) {
            // Hashed assets never change; index.html must always be revalidated.
            reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`)
                ? 'public, max-age=31536000, immutable'
                : 'no-cache');
        },
    });
}
function looksLikeFile(url) {
    const pathname = url.split('?')[0] ?? '';
    return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}
export function isApiPath(url) {
    return url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
}
//# sourceMappingURL=web.js.map