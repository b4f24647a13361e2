// Builds the client and the server when the build is missing or older than the sources,
// so `npm start` and `npm test` work on a fresh clone and skip the build when nothing changed.
// The build runs step by step through build.mjs, which says what it is doing and for how long:
// a first build takes minutes and must not look hung.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSteps, describeSteps, runSteps } from './build.mjs';

const root = resolve(import.meta.dirname, '..');
const stamp = join(root, 'dist/.build-stamp');
const inputs = ['src', 'client', 'scripts', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    // Tests are not part of what is built: editing one must not cost a rebuild.
    if (entry === 'node_modules' || entry.endsWith('.spec.ts') || entry.endsWith('.test.mjs')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((p) => newest(join(root, p))));
const forced = process.env.FORCE_BUILD === '1';
if (built === 0 || changed > built || forced) {
  const steps = buildSteps();
  const plan = describeSteps(steps);
  console.log(
    built === 0
      ? `Première construction du site : quelques minutes (3 à 5 selon la machine), en ${plan}.`
      : `${forced ? 'Reconstruction demandée (FORCE_BUILD=1)' : 'Sources modifiées : reconstruction du site'}, quelques minutes, en ${plan}.`,
  );
  const code = await runSteps(steps);
  if (code !== 0) {
    console.error('Construction impossible : voir l’étape en échec ci-dessus.');
    process.exit(code);
  }
  writeFileSync(stamp, new Date().toISOString());
}
