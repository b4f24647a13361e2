// The folder map of docs/folders.md, read from the tree itself, so that a folder added to the code
// appears in the map with nothing to remember. Each folder's line is the first sentence of its
// README.md, else of the leading comment of its main file: the Nest module (`*.module.ts`), else
// `index.ts(x)`, else the file named like the folder or its singular (`icon.tsx` in icons/,
// `Accordion.tsx`, `AboutPage.tsx`, `JournalSection.tsx`), else the folder's only source file. A folder none of
// these describe makes the function throw, naming every such folder: the map never shows a blank.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The trees mapped, and how deep under each: client/src/features/admin/agenda is level 3. */
const ROOTS = [
  { dir: 'src', title: 'Server: `src/`', intro: 'The NestJS server, one folder per capability.' },
  {
    dir: 'client/src',
    title: 'Client: `client/src/`',
    intro: 'The React app (Vite), prerendered at build time and hydrated in the browser.',
  },
];
const MAX_DEPTH = 3;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs)$/;
const TEST_FILE = /\.(spec|test)\.[^.]+$|\.d\.ts$/;

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

/** The file whose leading comment speaks for the folder, or undefined. */
function mainFile(name, files) {
  const sources = files.filter((file) => SOURCE.test(file) && !TEST_FILE.test(file));
  const modules = sources.filter((file) => file.endsWith('.module.ts'));
  const namesakes = [...new Set([name, name.replace(/s$/, '')])].flatMap((base) => [
    `${base}.ts`,
    `${base}.tsx`,
    `${pascal(base)}.tsx`,
    `${pascal(base)}Page.tsx`,
    `${pascal(base)}Section.tsx`,
  ]);
  const candidates = [
    `${name}.module.ts`,
    modules.length === 1 ? modules[0] : undefined,
    'index.ts',
    'index.tsx',
    ...namesakes,
    sources.length === 1 ? sources[0] : undefined,
  ];
  return candidates.find((file) => file && sources.includes(file));
}

/** Comments that are tooling, not prose. */
const TOOLING = /^\s*(eslint-|@ts-|prettier-ignore|<reference)/;

/**
 * The comment that opens a source file (before its imports), else the one right after its
 * imports (the documentation of what the file declares first, such as a Nest module's class).
 * A comment between two imports speaks for the next import only, and does not count.
 */
export function leadingComment(text) {
  let rest = text.replace(/^#!.*\n/, '');
  let afterImport = false;
  for (;;) {
    rest = rest.replace(/^\s+/, '');
    const block = /^\/\*([\s\S]*?)\*\//.exec(rest);
    const lines = /^\/\/.*(?:\n[ \t]*\/\/.*)*/.exec(rest);
    const statement = /^(?:import|export\s+(?:\*|\{[^}]*\}|type\s+\{[^}]*\})\s+from)[^;]*;/.exec(rest);
    const directive = /^(['"])use \w+\1;?/.exec(rest);
    if (statement || directive) {
      rest = rest.slice((statement ?? directive)[0].length);
      afterImport = afterImport || Boolean(statement);
      continue;
    }
    if (!block && !lines) return undefined;
    rest = rest.slice((block ?? lines)[0].length);
    const comment = block
      ? block[1].replace(/^[ \t]*\*+ ?/gm, '')
      : lines[0].replace(/^[ \t]*\/\/\/? ?/gm, '');
    const betweenImports = afterImport && /^\s*import[\s{'"*]/.test(rest);
    if (!TOOLING.test(comment) && !betweenImports && comment.trim()) return comment.trim();
  }
}

/** The first paragraph of a README.md after its title. */
function readmeText(text) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph && !paragraph.startsWith('#'));
  return paragraphs[0];
}

/** Past this length, a first sentence is cut at its first colon or semicolon. */
const LONG = 170;

/**
 * The first sentence, on one line: up to a full stop followed by anything but a lowercase word.
 * A long one keeps what comes before its first colon or semicolon outside brackets and code.
 */
export function firstSentence(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s+[^\sa-z]|$)/.exec(flat);
  const sentence = end ? flat.slice(0, end.index + 1) : flat;
  if (sentence.length <= LONG) return sentence;
  let depth = 0;
  let code = false;
  for (let i = 0; i < sentence.length; i += 1) {
    const char = sentence[i];
    if (char === '`') code = !code;
    else if (!code && '([{'.includes(char)) depth += 1;
    else if (!code && ')]}'.includes(char)) depth = Math.max(0, depth - 1);
    else if (!code && depth === 0 && (char === ':' || char === ';') && sentence[i + 1] === ' ') {
      return `${sentence.slice(0, i)}.`;
    }
  }
  return sentence;
}

function describe(path, name, entries) {
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  if (files.includes('README.md')) {
    const text = readmeText(readFileSync(join(path, 'README.md'), 'utf8'));
    if (text) return { description: firstSentence(text), from: 'README.md' };
  }
  const main = mainFile(name, files);
  const comment = main && leadingComment(readFileSync(join(path, main), 'utf8'));
  return { description: comment && firstSentence(comment), from: main };
}

/** Whether a folder holds nothing but tests (fixtures, specs), however deep. */
function testsOnly(path) {
  const entries = readdirSync(path, { withFileTypes: true });
  return entries.every((entry) =>
    entry.isDirectory()
      ? SKIPPED.has(entry.name) || testsOnly(join(path, entry.name))
      : TEST_FILE.test(entry.name),
  );
}

function walk(root, relative, depth, rows) {
  const entries = readdirSync(join(root, relative), { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  for (const name of folders) {
    const child = relative ? `${relative}/${name}` : name;
    const path = join(root, child);
    if (testsOnly(path)) continue;
    const childEntries = readdirSync(path, { withFileTypes: true });
    rows.push({ folder: child, ...describe(path, name, childEntries) });
    if (depth < MAX_DEPTH) walk(root, child, depth + 1, rows);
  }
}

/** A table cell: pipes escaped, and angle brackets outside code spans, which markdown would take for HTML. */
/**
 * The server's layers, lowest first, as the lint enforces them (SERVER_LAYERS in
 * eslint.config.mjs): the map states the order the code is held to, not a copy of it.
 */
export function serverLayers(root) {
  const config = readFileSync(join(root, 'eslint.config.mjs'), 'utf8');
  const list = /const SERVER_LAYERS = \[([\s\S]*?)\];/.exec(config);
  if (!list) throw new Error('eslint.config.mjs: no SERVER_LAYERS list to read the layers from');
  return [...list[1].replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

const cell = (text) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('')
    .replace(/\|/g, '\\|');

/** The markdown of docs/folders.md for the repository at `root`; throws on undescribed folders. */
export function folderMap(root) {
  const lines = [
    '# Folders',
    '',
    'Generated by `scripts/generate.mjs` from the tree: do not edit by hand. Every folder of `src/`',
    'and `client/src/`, three levels deep, with the first sentence of its `README.md`, else of the',
    'leading comment of its main file (the `*.module.ts`, else `index.ts`, else the file named like',
    'the folder, else its only source file). Change that comment to change the line; a folder',
    'without one fails the generation.',
    '',
  ];
  const missing = [];
  for (const { dir, title, intro } of ROOTS) {
    const rows = [];
    walk(join(root, dir), '', 1, rows);
    lines.push(`## ${title}`, '', intro, '');
    if (dir === 'src') {
      const layers = serverLayers(root).map((layer) => `\`${layer}\``);
      lines.push(
        'Its layers, lowest first: each folder imports only those before it (`SERVER_LAYERS` in',
        '`eslint.config.mjs`, which the lint enforces); the files directly in `src/` wire them together.',
        '',
        `${layers.join(' → ')}.`,
        '',
      );
    }
    lines.push('| Folder | What it holds |', '| --- | --- |');
    for (const { folder, description, from } of rows) {
      if (!description) {
        missing.push(
          `${dir}/${folder}/ (${from ? `no leading comment in ${from}` : 'no README.md, no main file'})`,
        );
        continue;
      }
      const link = `[\`${folder}/\`](../${dir}/${folder})`;
      lines.push(`| ${link} | ${cell(description)} |`);
    }
    lines.push('');
  }
  if (missing.length > 0) {
    throw new Error(
      `Folders without a description (a README.md, or a leading comment in the main file):\n  ${missing.join('\n  ')}`,
    );
  }
  return lines.join('\n');
}
