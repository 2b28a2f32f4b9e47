// Child process: a bare Fastify server with ONE route that answers the captured bytes of an endpoint.
// It measures what HTTP + Fastify cost on this machine with no plugins, auth, database or serialisation.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HOST, REPO_ROOT } from './settings.mjs';

// The server's own Fastify, so the floor and the endpoint run the same version.
const requireFromServer = createRequire(path.join(REPO_ROOT, 'packages/server/package.json'));
const { default: Fastify } = await import(pathToFileURL(requireFromServer.resolve('fastify')).href);

process.once('message', async (spec) => {
  const body = Buffer.from(spec.bodyBase64, 'base64');
  const app = Fastify({ logger: false });
  // An upload endpoint's floor reads its multipart body (as bytes) like any request body; JSON stays Fastify's.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 60 * 1024 * 1024 },
    (_r, b, done) => done(null, b),
  );
  app.route({
    method: spec.method,
    url: spec.path.split('?')[0], // the query string is the request's, not the route's
    handler: (_request, reply) => reply.code(spec.status).header('content-type', spec.contentType).send(body),
  });
  await app.listen({ host: HOST, port: 0 });
  process.send({ port: app.server.address().port });
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
});
