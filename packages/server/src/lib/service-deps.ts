import type { Db } from '../db/database.js';
import type { Storage } from '../plugins/storage.js';

/** What a service needs from the app: the database and the file store, never the Fastify instance. */
export interface ServiceDeps {
  db: Db;
  storage: Storage;
}
