// The build runner's logic, without building anything: node --test scripts/build.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildSteps, describeSteps, formatDuration, readSteps, runSteps } from './build.mjs';

test('reads the steps of build:client then build:server from package.json, npm run expanded', () => {
  const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
  const steps = buildSteps();
  assert.deepEqual(
    steps.map((step) => step.command).join(' && '),
    `${scripts['build:client']} && ${scripts['build:server']}`,
  );
  assert.deepEqual(
    steps.map((step) => step.label),
    [
      'Client (Vite)',
      'Rendu côté serveur (Vite SSR)',
      'Prérendu des pages',
      'Compression brotli et gzip',
      'Serveur (TypeScript)',
    ],
  );
  assert.match(describeSteps(steps), /^5 étapes : client \(Vite\), rendu côté serveur/);
});

test('expands nested npm run, keeps a script the shell reads differently whole, refuses a loop', () => {
  const scripts = {
    a: 'npm run b && node x.mjs',
    b: 'tsc -p y.json',
    c: 'node p.mjs || node q.mjs',
    d: 'npm run d',
  };
  assert.deepEqual(readSteps(scripts, ['a', 'c']), [
    { label: 'Serveur (TypeScript)', command: 'tsc -p y.json' },
    { label: 'node x.mjs', command: 'node x.mjs' },
    { label: 'node p.mjs || node q.mjs', command: 'node p.mjs || node q.mjs' },
  ]);
  assert.throws(() => readSteps(scripts, ['d']), /s’appelle lui-même/);
  assert.throws(() => readSteps(scripts, ['missing']), /« missing » est introuvable/);
});

test('writes durations the French way', () => {
  assert.equal(formatDuration(840), '0,8 s');
  assert.equal(formatDuration(9_940), '9,9 s');
  assert.equal(formatDuration(48_200), '48 s');
  assert.equal(formatDuration(59_600), '1 min 00 s');
  assert.equal(formatDuration(185_000), '3 min 05 s');
});

test('says when each step starts and ends, with its duration, and stops at the first failure', async () => {
  let clock = 0;
  const lines = [];
  const ran = [];
  const steps = [
    { label: 'Un', command: 'one' },
    { label: 'Deux', command: 'two' },
    { label: 'Trois', command: 'three' },
  ];
  const run = async (command) => {
    ran.push(command);
    clock += command === 'one' ? 48_000 : 1_500;
    return command === 'two' ? 2 : 0;
  };
  const code = await runSteps(steps, { run, log: (line) => lines.push(line), now: () => clock });
  assert.equal(code, 2);
  assert.deepEqual(ran, ['one', 'two']);
  assert.deepEqual(lines, [
    '[1/3] Un…',
    '[1/3] Un : terminé en 48 s',
    '[2/3] Deux…',
    '[2/3] Deux : échec après 1,5 s (code de sortie 2). Commande : two',
  ]);

  lines.length = 0;
  assert.equal(await runSteps(steps.slice(0, 1), { run: async () => 0, log: (line) => lines.push(line) }), 0);
  assert.match(lines.at(-1), /^Construction terminée en \d+,\d s\.$/);
});

test('a step that stays silent is said to be still running', async () => {
  const lines = [];
  const run = () => new Promise((done) => setTimeout(() => done(0), 120));
  await runSteps([{ label: 'Long', command: 'long' }], {
    run,
    log: (line) => lines.push(line),
    heartbeatMs: 50,
  });
  assert.ok(
    lines.some((line) => /^\[1\/1\] Long : toujours en cours \(0,\d s\)…$/.test(line)),
    lines.join('\n'),
  );
});

test('runs real commands through the shell, with their exit code', async () => {
  const lines = [];
  const code = await runSteps(
    [
      { label: 'Vrai', command: 'node -e "process.exit(0)"' },
      { label: 'Faux', command: 'node -e "process.exit(3)"' },
    ],
    { log: (line) => lines.push(line) },
  );
  assert.equal(code, 3);
  assert.match(lines.at(-1), /^\[2\/2\] Faux : échec après .* \(code de sortie 3\)/);
});
