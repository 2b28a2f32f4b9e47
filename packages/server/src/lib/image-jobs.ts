/**
 * Each user's image jobs, chained: decoding is the expensive part of the app, so a user's uploads (artwork
 * images, inspiration images, reference images) are read, decoded and saved one after another. A waiting
 * upload's body is not read, so it holds no memory.
 */
const jobsByUser = new Map<number, Promise<void>>();

/** Runs a user's image job (read, decode, store, commit) after their previous one has finished. */
export async function oneImageJobAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const previous = jobsByUser.get(userId) ?? Promise.resolve();
  let release!: () => void;
  const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
  jobsByUser.set(userId, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (jobsByUser.get(userId) === tail) jobsByUser.delete(userId);
  }
}
