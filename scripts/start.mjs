// `npm start`: build whatever is missing or out of date, then serve API, uploads and web app on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib.mjs';

buildIfStale();
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
