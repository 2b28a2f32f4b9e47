// Must stay the first import: it sets V8 flags before the app's modules allocate.
import './v8-flags.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { keepSearchIndexMerged } from './features/artworks/search-index-maintenance.js';
import { sweepOrphanUploads } from './lib/upload-sweep.js';
import { UPLOAD_FOLDERS } from './upload-folders.js';

const config = loadConfig();
const app = await buildApp(config);

const swept = await sweepOrphanUploads(app.db, config.uploadDir, UPLOAD_FOLDERS);
if (swept.length) app.log.info({ files: swept.length }, 'removed upload files no row references');

// Set once the server listens; a signal before then has no merge to wait for.
let stopSearchIndexCare = async (): Promise<void> => {};
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // Keep-alive connections would hold the close open after their last response: drop each one as soon
  // as its request in flight has been answered.
  const dropIdle = setInterval(() => app.server.closeIdleConnections(), 50);
  dropIdle.unref();
  await stopSearchIndexCare();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
stopSearchIndexCare = keepSearchIndexMerged(app.db, app.log);
