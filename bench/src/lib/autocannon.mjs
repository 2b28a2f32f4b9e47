// One bounded autocannon run, reduced to the figures the report needs.
import autocannon from 'autocannon';

/**
 * Bounded twice: by time (autocannon's `duration`, plus a watchdog that stops it if it overruns) and by count
 * (`maxOverallRequests`, far above anything 2 cores can serve, so it only trips on a runaway). With `amount`
 * (writes that use up data, like uploads) the run is exactly that many requests instead, still watched by
 * the clock. `setupRequest(request)` builds each request (e.g. the next fresh artwork id).
 */
export async function runLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  connections,
  duration,
  amount,
  setupRequest,
}) {
  const instance = autocannon({
    url,
    method,
    headers,
    body,
    connections,
    ...(amount
      ? { amount, maxOverallRequests: amount }
      : { duration, maxOverallRequests: Math.max(connections, Math.ceil(duration * 200_000)) }),
    ...(setupRequest && { requests: [{ method, headers, body, setupRequest }] }),
    timeout: amount ? 60 : 10,
  });
  const watchdog = setTimeout(() => instance.stop(), ((amount ? 300 : duration) + 30) * 1000);
  try {
    const result = await instance;
    return summarize(result);
  } finally {
    clearTimeout(watchdog);
  }
}

/** A short unrecorded run (seconds, or `amount` requests) so the measured one starts warm. */
export async function warmUp(options, seconds, amount) {
  if (amount) await runLoad({ ...options, amount });
  else if (seconds > 0) await runLoad({ ...options, duration: seconds });
}

function summarize(result) {
  const seconds = result.duration;
  return {
    // Total over wall time rather than autocannon's mean of 1-second samples: no rounding at the run's edges.
    reqPerSec: round(result.requests.total / seconds, 1),
    meanMs: round(result.latency.mean, 2),
    p50Ms: round(result.latency.p50, 2),
    p99Ms: round(result.latency.p99, 2),
    maxMs: round(result.latency.max, 2),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
    durationS: round(seconds, 2),
  };
}

export function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
