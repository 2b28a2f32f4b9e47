import type { Db } from '../db/database.js';
import type { Storage } from '../plugins/storage.js';
import type { WarnLog } from './stored-images.js';

/** What a service needs from the app: the database, the file store and the log, never the Fastify instance. */
export interface ServiceDeps {
  db: Db;
  storage: Storage;
  /** Where a file left behind after a committed delete is reported (the request's answer is already decided). */
  log: WarnLog;
}
