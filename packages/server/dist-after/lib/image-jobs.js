/**
 * Each user's image jobs, chained: decoding is the expensive part of the app, so a user's uploads (artwork
 * images, inspiration images, reference images) are read, decoded and saved one after another. A waiting
 * upload's body is not read, so it holds no memory.
 */
const jobsByUser = new Map();
/** Runs a user's image job (read, decode, store, commit) after their previous one has finished. */
export async function oneImageJobAtATime(userId, work) {
    const previous = jobsByUser.get(userId) ?? Promise.resolve();
    let release;
    const tail = previous.then(() => new Promise((resolve) => (release = resolve)));
    jobsByUser.set(userId, tail);
    await previous;
    try {
        return await work();
    }
    finally {
        release();
        if (jobsByUser.get(userId) === tail)
            jobsByUser.delete(userId);
    }
}
//# sourceMappingURL=image-jobs.js.map