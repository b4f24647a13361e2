// Builds the client and the server when the build is missing or older than the sources,
// so `npm start` and `npm test` work on a fresh clone and skip the build when nothing changed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const stamp = join(root, 'dist/.build-stamp');
const inputs = ['src', 'client', 'scripts', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.spec.ts')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((p) => newest(join(root, p))));
if (built === 0 || changed > built || process.env.FORCE_BUILD === '1') {
  console.log(built === 0 ? 'Construction du site…' : 'Sources modifiées : reconstruction…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
}
