// The lowest version of each production dependency (direct or not) that is free of the public
// advisories we know of. CI checks the installed tree against it on every run, so a known
// vulnerable version cannot come back, even where the registry offers no `npm audit` endpoint.
// Raise a floor when an advisory is published; add a package when one concerns it.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script, so the TypeScript tests can require it
const { execFileSync } = require('node:child_process');

/** package → lowest safe version, and the advisory that sets it. */
const FLOORS = {
  nodemailer: ['10.4.1', 'high-severity advisories of the 7.x–10.4.0 line'],
  express: ['5.0.0', 'CVE-2024-43796, CVE-2024-29041'],
  'body-parser': ['1.20.3', 'CVE-2024-45590'],
  send: ['0.19.0', 'CVE-2024-43799'],
  'serve-static': ['1.16.0', 'CVE-2024-43800'],
  cookie: ['0.7.0', 'CVE-2024-47764'],
  'path-to-regexp': ['8.0.0', 'CVE-2024-45296, CVE-2024-52798'],
  qs: ['6.14.1', 'CVE-2022-24999, CVE-2025-15284'],
  multer: ['2.0.2', 'CVE-2025-47935, CVE-2025-47944, CVE-2025-7338'],
  jsonwebtoken: ['9.0.0', 'CVE-2022-23529, CVE-2022-23539, CVE-2022-23540, CVE-2022-23541'],
  'class-validator': ['0.14.0', 'CVE-2019-18413'],
  validator: ['13.15.20', 'CVE-2025-56200'],
  semver: ['7.5.2', 'CVE-2022-25883'],
  'cross-spawn': ['7.0.5', 'CVE-2024-21538'],
  'brace-expansion': ['2.0.2', 'CVE-2025-5889'],
  'sha.js': ['2.4.12', 'CVE-2025-9288'],
  glob: ['10.5.0', 'CVE-2025-64756'],
};

/** -1, 0 or 1; a pre-release comes before its release (10.4.1-beta < 10.4.1). */
function compareVersions(a, b) {
  const parse = (v) => {
    const [core, pre] = v.split('-', 2);
    return { parts: core.split('.').map((n) => Number.parseInt(n, 10) || 0), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    if ((x.parts[i] ?? 0) !== (y.parts[i] ?? 0)) return (x.parts[i] ?? 0) < (y.parts[i] ?? 0) ? -1 : 1;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** Every installed copy of every package in an `npm ls --all --json` tree: name → versions. */
function installedVersions(tree) {
  const found = new Map();
  const walk = (node) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.version) {
        if (!found.has(name)) found.set(name, new Set());
        found.get(name).add(child.version);
      }
      walk(child);
    }
  };
  walk(tree);
  return found;
}

/** The installed copies below their floor, as readable lines. */
function belowFloors(tree, floors = FLOORS) {
  const problems = [];
  for (const [name, versions] of installedVersions(tree)) {
    const floor = floors[name];
    if (!floor) continue;
    for (const version of versions) {
      if (compareVersions(version, floor[0]) < 0) {
        problems.push(`${name}@${version} < ${floor[0]} (${floor[1]})`);
      }
    }
  }
  return problems.sort();
}

function productionTree(cwd) {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out);
}

module.exports = { FLOORS, compareVersions, installedVersions, belowFloors, productionTree };

if (require.main === module) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const problems = belowFloors(productionTree(require('node:path').resolve(__dirname, '..')));
  if (problems.length) {
    console.error(`Production dependencies below their minimum safe version:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `Every production dependency is at or above its minimum safe version (${Object.keys(FLOORS).length} floors).`,
  );
}
