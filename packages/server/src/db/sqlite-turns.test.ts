import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { DatabaseConnection, Driver } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ConnectionTurns, TurnTakingDriver } from './sqlite-turns.js';

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a synchronous query, as better-sqlite3 runs one
  }
}

/** A request: `queries` queries one after the other, each holding the connection for `queryMs`. */
async function request(
  turns: ConnectionTurns,
  name: string,
  queries: number,
  queryMs: number,
  events: string[],
): Promise<void> {
  for (let i = 0; i < queries; i += 1) {
    await turns.acquire();
    try {
      busyFor(queryMs);
      events.push(`${name}${i}`);
    } finally {
      turns.release();
    }
  }
}

/** `count` waiters that release as soon as they are granted, known to the caller only by weak references. */
function queueWaiters(turns: ConnectionTurns, count: number) {
  const granted: WeakRef<Promise<void>>[] = [];
  const done: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const waiter = turns.acquire();
    granted.push(new WeakRef(waiter));
    done.push(waiter.then(() => turns.release()));
  }
  return { granted, done: Promise.all(done).then(() => undefined) };
}

describe('ConnectionTurns', () => {
  it('grants the connection first come, first served, one holder at a time', async () => {
    const turns = new ConnectionTurns(1_000);
    const events: string[] = [];
    let holders = 0;
    const holder = async (name: string) => {
      await turns.acquire();
      holders += 1;
      expect(holders).toBe(1);
      events.push(name);
      await new Promise((resolve) => setTimeout(resolve, 2));
      holders -= 1;
      turns.release();
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(holder));
    expect(events).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets the request that released go on with its next query before the next request, within a turn', async () => {
    const turns = new ConnectionTurns(1_000);
    const events: string[] = [];
    await Promise.all([request(turns, 'a', 3, 0, events), request(turns, 'b', 3, 0, events)]);
    expect(events).toEqual(['a0', 'a1', 'a2', 'b0', 'b1', 'b2']);
  });

  it('gives the event loop a turn once a turn of synchronous work has run out', async () => {
    const turns = new ConnectionTurns(1);
    const events: string[] = [];
    const requests = [request(turns, 'a', 3, 3, events), request(turns, 'b', 3, 3, events)];
    // Stands for the loop's own work (accepting a connection, reading a socket) queued after both requests.
    setImmediate(() => events.push('loop'));
    await Promise.all(requests);
    // Without turns, all six queries would run before the loop polled again.
    expect(events.indexOf('loop')).toBe(1);
    // Each query outlasts a turn, so the requests take turns query by query, in the order they asked.
    expect(events.filter((e) => e !== 'loop')).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
  });

  it('keeps serving after a holder fails to get its connection', async () => {
    let failNext = true;
    const connection = {} as DatabaseConnection;
    const inner = {
      acquireConnection: async () => {
        if (failNext) {
          failNext = false;
          throw new Error('cannot open');
        }
        return connection;
      },
      releaseConnection: async () => {},
    } as unknown as Driver;
    const driver = new TurnTakingDriver(inner, new ConnectionTurns(1_000));
    await expect(driver.acquireConnection()).rejects.toThrow('cannot open');
    const acquired = await Promise.race([
      driver.acquireConnection(),
      new Promise((resolve) => setTimeout(() => resolve('stuck'), 200)),
    ]);
    expect(acquired).toBe(connection);
  });

  it('lets go of the waiters it has granted while others are still waiting', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const turns = new ConnectionTurns(60_000);
    await turns.acquire();
    // Under steady load the queue never empties: 3,000 waiters are granted and done while one still waits.
    const { granted, done } = queueWaiters(turns, 3_000);
    let lastHolder!: () => void;
    const holdsLast = turns.acquire().then(() => new Promise<void>((resolve) => (lastHolder = resolve)));
    const stillWaiting = turns.acquire();
    turns.release();
    await done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(granted.filter((waiter) => waiter.deref() !== undefined)).toHaveLength(0);

    // The queue still works: the last holder releases and the one still waiting gets the connection.
    lastHolder();
    await holdsLast;
    turns.release();
    await stillWaiting;
    turns.release();
  });
});
