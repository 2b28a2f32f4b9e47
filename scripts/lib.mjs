import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** A package needs building when its dist is missing or older than any of its sources. */
export function isStale(pkg, distMarker) {
  const dir = path.join(root, 'packages', pkg);
  const marker = path.join(dir, 'dist', distMarker);
  if (!existsSync(marker)) return true;
  const sources = Math.max(
    newestMtime(path.join(dir, 'src')),
    newestMtime(path.join(root, 'packages/domain/src')),
  );
  return sources > statSync(marker).mtimeMs;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfStale() {
  const targets = [
    ['domain', 'index.js'],
    ['server', 'main.js'],
    ['web', 'index.html'],
  ];
  for (const [pkg, marker] of targets) {
    if (isStale(pkg, marker)) {
      console.log(`Building ${pkg}…`);
      run('npm', ['run', 'build', '-w', `@artledger/${pkg}`]);
    }
  }
}
