// Runs the build one step at a time and says where it is: the first build takes minutes, some
// of them without a line from the tools, and without this it looks hung. The steps are the
// commands of package.json's `build:client` then `build:server`, read from there so that they
// are written in one place only; each runs exactly as `npm run` would run it, its own output
// untouched.
//
//   node scripts/build.mjs            the build (what `npm run build` runs)
//   node scripts/build.mjs --dry-run  prints the steps and their commands, runs nothing
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

/** The package.json scripts the build goes through, in this order. */
export const BUILD_SCRIPTS = ['build:client', 'build:server'];

/** Names a person can follow for the commands the build runs; any other shows as itself. */
const LABELS = [
  [/^vite build\b.*\s--ssr\b/, 'Rendu côté serveur (Vite SSR)'],
  [/^vite build\b/, 'Client (Vite)'],
  [/\bprerender\.mjs\b/, 'Prérendu des pages'],
  [/\bcompress\.mjs\b/, 'Compression brotli et gzip'],
  [/^tsc\b/, 'Serveur (TypeScript)'],
];

export function labelOf(command) {
  return LABELS.find(([pattern]) => pattern.test(command))?.[1] ?? command;
}

/**
 * The steps of the given scripts: each command of an `a && b && c` chain is one step, and
 * `npm run x` is replaced by the steps of x. A script with anything the shell would read
 * differently once cut at `&&` (`||`, `;`, a pipe, quotes) stays one step, run whole.
 */
export function readSteps(scripts, names = BUILD_SCRIPTS, seen = new Set()) {
  return names.flatMap((name) => {
    const script = scripts[name];
    if (typeof script !== 'string' || script.trim() === '') {
      throw new Error(`package.json : le script « ${name} » est introuvable`);
    }
    if (seen.has(name)) throw new Error(`package.json : le script « ${name} » s’appelle lui-même`);
    const inner = new Set(seen).add(name);
    const parts = /\|\||;|(?<!&)&(?!&)|\||['"`]/.test(script) ? [script] : script.split('&&');
    return parts
      .map((part) => part.trim())
      .flatMap((command) => {
        const nested = /^npm run ([\w:.-]+)$/.exec(command);
        if (nested) return readSteps(scripts, [nested[1]], inner);
        return [{ label: labelOf(command), command }];
      });
  });
}

export function buildSteps(packageJsonPath = join(root, 'package.json')) {
  const { scripts = {} } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  return readSteps(scripts);
}

/** « 5 étapes : client (Vite), rendu côté serveur (Vite SSR), … » */
export function describeSteps(steps) {
  const names = steps.map(({ label }) => label.charAt(0).toLowerCase() + label.slice(1));
  return `${steps.length} étape${steps.length > 1 ? 's' : ''} : ${names.join(', ')}`;
}

/** « 0,8 s », « 48 s », « 3 min 05 s ». */
export function formatDuration(ms) {
  if (ms < 9950) return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * Runs a command through the shell as `npm run` does: from the project's root, with
 * node_modules/.bin first on the PATH (this script may be started by plain `node`), output
 * straight to this terminal. Resolves with its exit code (1 when a signal ended it).
 */
export function runCommand(command) {
  return new Promise((done) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, PATH: [join(root, 'node_modules/.bin'), process.env.PATH].join(delimiter) },
    });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

/**
 * Runs the steps in order, stops at the first that fails and resolves with its exit code
 * (0 when all passed). Each step says when it starts and how long it took; one that is still
 * running after `heartbeatMs` says so again every `heartbeatMs`, since a tool may stay silent
 * for minutes (media generation, prerendering).
 */
export async function runSteps(
  steps,
  { run = runCommand, log = (line) => console.log(line), now = Date.now, heartbeatMs = 30_000 } = {},
) {
  const started = now();
  for (const [index, step] of steps.entries()) {
    const tag = `[${index + 1}/${steps.length}] ${step.label}`;
    log(`${tag}…`);
    const stepStarted = now();
    const heartbeat = setInterval(
      () => log(`${tag} : toujours en cours (${formatDuration(now() - stepStarted)})…`),
      heartbeatMs,
    );
    heartbeat.unref();
    const code = await run(step.command).finally(() => clearInterval(heartbeat));
    const took = formatDuration(now() - stepStarted);
    if (code !== 0) {
      log(`${tag} : échec après ${took} (code de sortie ${code}). Commande : ${step.command}`);
      return code;
    }
    log(`${tag} : terminé en ${took}`);
  }
  log(`Construction terminée en ${formatDuration(now() - started)}.`);
  return 0;
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const steps = buildSteps();
  if (process.argv.includes('--dry-run')) {
    console.log(`Simulation, rien n’est lancé. Construction du site en ${describeSteps(steps)} :`);
    steps.forEach((step, index) =>
      console.log(`[${index + 1}/${steps.length}] ${step.label} : ${step.command}`),
    );
  } else {
    console.log(`Construction du site en ${describeSteps(steps)}.`);
    process.exitCode = await runSteps(steps);
  }
}
