// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload, which proxies /api and /uploads.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@artledger/server'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', '@artledger/web'], { stdio: 'inherit', cwd: root }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
