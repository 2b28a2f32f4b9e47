// The client of `measureSequential`, run in a process of its own (see there): sends the job's requests one
// at a time and prints each wall time, each status and the last answer's body (base64) as JSON. With more
// than one target it alternates between them request by request, so each sees the same moments of the
// machine.
const job = JSON.parse(process.env.BENCH_SEQUENTIAL_JOB);

const once = async (target) => {
  const started = performance.now();
  const response = await fetch(target.url, {
    method: target.method,
    headers: target.headers,
    body: target.body,
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, status: response.status, bytes };
};

// At least `warmup` requests and at least a second of them: a fresh process's fetch is not yet compiled
// after twenty answers of a millisecond.
const warmUntil = performance.now() + 1000;
for (let i = 0; i < job.warmup || performance.now() < warmUntil; i += 1)
  for (const target of job.targets) await once(target);
const results = job.targets.map(() => ({ times: [], statuses: [], last: undefined }));
for (let i = 0; i < job.requests; i += 1) {
  for (const [t, target] of job.targets.entries()) {
    const answer = await once(target);
    results[t].times.push(answer.ms);
    results[t].statuses.push(answer.status);
    results[t].last = answer;
  }
}
process.stdout.write(
  JSON.stringify(
    results.map(({ times, statuses, last }) => ({
      times,
      statuses,
      lastBody: last.bytes.toString('base64'),
    })),
  ),
);
