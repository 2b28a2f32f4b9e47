import {
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  SqliteDialect,
  type TransactionSettings,
} from 'kysely';

/** How long the connection may be handed from query to query before the event loop gets a turn. */
export const TURN_MS = 1;

/** Granted slots at the head of the queue that make it worth copying the rest into a new array. */
const COMPACT_AFTER = 1024;

/**
 * First come, first served access to the one SQLite connection, in turns of at most `turnMs`.
 *
 * better-sqlite3 runs a query synchronously, so a request that finds the connection free runs to its
 * answer without giving the event loop back. Under load, every request that was ready when the loop polled
 * then ran in that one poll phase, and libuv accepts a single new connection per poll: a newcomer to a busy
 * server waited one whole round of every open connection's request per connection ahead of it (seconds,
 * on a heavy page). Here a query that asks for the connection after the turn has run out waits for the next
 * turn, which starts in `setImmediate`, after the loop has polled (accepted, read, run timers) again.
 */
export class ConnectionTurns {
  readonly #turnMs: number;
  #busy = false;
  #turnEnds = -Infinity;
  #turnScheduled = false;
  #handOverScheduled = false;
  // A queue with a moving head: shift() on a long array is O(n) per grant. Granted slots are emptied,
  // and the array is cut down once most of it has been granted.
  #waiting: Array<(() => void) | undefined> = [];
  #head = 0;

  constructor(turnMs = TURN_MS) {
    this.#turnMs = turnMs;
  }

  acquire(): Promise<void> {
    // Free within a turn with others waiting only between a release and its hand-over (below): then this
    // is the releasing request asking again, which goes on first.
    if (!this.#busy && performance.now() < this.#turnEnds) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      if (!this.#busy) this.#scheduleTurn();
    });
  }

  release(): void {
    this.#busy = false;
    if (this.#head === this.#waiting.length) return;
    if (performance.now() >= this.#turnEnds) return this.#scheduleTurn();
    // process.nextTick runs once the promise jobs queued now have all run, so the request that released
    // finishes its chain of queries (to its next wait on real I/O) before the next request starts: a
    // request's rows are not kept alive while every other request takes its turn.
    if (!this.#handOverScheduled) {
      this.#handOverScheduled = true;
      process.nextTick(this.#handOver);
    }
  }

  readonly #handOver = (): void => {
    this.#handOverScheduled = false;
    if (this.#busy || this.#head === this.#waiting.length) return;
    if (performance.now() < this.#turnEnds) this.#grantNext();
    else this.#scheduleTurn();
  };

  #scheduleTurn(): void {
    if (this.#turnScheduled) return;
    this.#turnScheduled = true;
    setImmediate(() => {
      this.#turnScheduled = false;
      this.#turnEnds = performance.now() + this.#turnMs;
      if (!this.#busy && this.#head < this.#waiting.length) this.#grantNext();
    });
  }

  #grantNext(): void {
    const next = this.#waiting[this.#head]!;
    // A granted waiter must not stay in the array: under steady load the queue never empties, and every
    // resolver kept there (with its promise) survived each young-generation GC and was promoted, which
    // made scavenges 3-4x slower and a cheap read a third slower in a long-running server.
    this.#waiting[this.#head] = undefined;
    this.#head += 1;
    if (this.#head === this.#waiting.length) {
      this.#waiting = [];
      this.#head = 0;
    } else if (this.#head >= COMPACT_AFTER && this.#head * 2 >= this.#waiting.length) {
      this.#waiting = this.#waiting.slice(this.#head);
      this.#head = 0;
    }
    this.#busy = true;
    next();
  }
}

/** Kysely's SQLite dialect with its connection handed out in turns (ConnectionTurns). */
export class TurnTakingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new TurnTakingDriver(super.createDriver(), new ConnectionTurns());
  }
}

/** Kysely's driver of one connection, with the connection handed out by `turns`. */
export class TurnTakingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly turns: ConnectionTurns,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.acquire();
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.turns.release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.turns.release();
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint!(connection, name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint!(connection, name, compileQuery);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint!(connection, name, compileQuery);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
