// `npm start`: build whatever is missing or out of date, then serve API, uploads and web app on one port.
// SIGTERM and SIGINT are passed to the server, which finishes the requests in flight; `npm start` then
// exits with the server's code: 0 after a clean stop, non-zero when the server died or was killed.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './lib.mjs';

// ARTLEDGER_START_FROM_SOURCE=1 runs the TypeScript sources without building (the process test uses it).
const fromSource = process.env.ARTLEDGER_START_FROM_SOURCE === '1';
if (!fromSource) buildIfStale();
const args = fromSource
  ? ['--import', 'tsx', '--conditions=source', path.join(root, 'packages/server/src/main.ts')]
  : [path.join(root, 'packages/server/dist/main.js')];
const server = spawn(process.execPath, args, { stdio: 'inherit', cwd: root });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The wrapper stays until the server has exited, so a supervisor never sees it gone early.
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
// If whatever started the wrapper goes away without a signal reaching it (a shell that does not pass
// SIGTERM on), the server is stopped the same way instead of being left running on its own.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null && server.signalCode === null)
    server.kill('SIGTERM');
}, 500).unref();

server.on('exit', (code, signal) => {
  if (signal) console.error(`The server was stopped by ${signal}.`);
  else if (code) console.error(`The server exited with code ${code}.`);
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
