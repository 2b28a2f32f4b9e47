import { PassThrough } from 'node:stream';

/** One line the server logged, parsed: pino's JSON with its message in `msg`. */
export type LoggedLine = { msg: string } & Record<string, unknown>;

/**
 * A stream to build the app's logger on (`build(…, …, { logger: { stream } })`) and the lines written to it:
 * `lines` as written, `parsed()` as objects, for tests that check what the server reports.
 */
export function captureLog() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return {
    stream,
    lines,
    parsed: (from = 0) => lines.slice(from).map((line) => JSON.parse(line) as LoggedLine),
  };
}
