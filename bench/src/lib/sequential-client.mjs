// The client of `measureSequential`, run in a process of its own (see there): sends the job's requests one
// at a time and prints each wall time, each status and the last answer's body (base64) as JSON.
const job = JSON.parse(process.env.BENCH_SEQUENTIAL_JOB);

const once = async () => {
  const started = performance.now();
  const response = await fetch(job.url, {
    method: job.method,
    headers: job.headers,
    body: job.body,
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, status: response.status, bytes };
};

// At least `warmup` requests and at least a second of them: a fresh process's fetch is not yet compiled
// after twenty answers of a millisecond.
const warmUntil = performance.now() + 1000;
for (let i = 0; i < job.warmup || performance.now() < warmUntil; i += 1) await once();
const times = [];
const statuses = [];
let last;
for (let i = 0; i < job.requests; i += 1) {
  last = await once();
  times.push(last.ms);
  statuses.push(last.status);
}
process.stdout.write(JSON.stringify({ times, statuses, lastBody: last.bytes.toString('base64') }));
