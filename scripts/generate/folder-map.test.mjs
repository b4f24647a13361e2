// The folder map on a tiny tree of its own: node --test scripts/generate/folder-map.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, test } from 'node:test';
import { firstSentence, folderMap, leadingComment } from './folder-map.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository holding `files` (path → text), with both mapped trees present. */
function tree(files) {
  root = mkdtempSync(join(tmpdir(), 'folder-map-'));
  const base = {
    'src/main.ts': '',
    'client/src/main.tsx': '',
    'eslint.config.mjs': "const SERVER_LAYERS = [\n  'contract', // shared\n  'contact',\n];\n",
  };
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const row = (markdown, folder) => markdown.split('\n').find((line) => line.includes(`[\`${folder}/\`]`));

test('describes each folder from its README, its module, its index or the file named like it', () => {
  const markdown = folderMap(
    tree({
      'src/contract/README.md': '# contract\n\nWhat both sides share. More detail.\n',
      'src/contact/contact.module.ts':
        "import { Module } from '@nestjs/common';\n\n/** Contact requests. */\n@Module({})\nexport class ContactModule {}\n",
      'src/contact/contact.service.ts': '// Not the main file.\nexport class ContactService {}\n',
      'src/contact/dto/create.dto.ts': '// The body of a request.\nexport class CreateDto {}\n',
      'client/src/lib/index.ts': '/**\n * Helpers of the whole\n * client.\n */\nexport {};\n',
      'client/src/features/about/AboutPage.tsx':
        '// The about page.\nexport default function AboutPage() {}\n',
      'client/src/features/about/Panel.tsx': '// A panel.\n',
      'client/src/features/README.md': 'One folder per feature.\n',
      'client/src/components/icons/icon.tsx': "import x from 'y';\n\n/* The icons. */\nexport const a = 1;\n",
      'client/src/components/icons/check.tsx': 'export const Check = 1;\n',
      'client/src/components/README.md': '# components\n\nShared parts.\n',
    }),
  );
  assert.match(markdown, /^# Folders\n/);
  assert.equal(row(markdown, 'contract'), '| [`contract/`](../src/contract) | What both sides share. |');
  assert.equal(row(markdown, 'contact'), '| [`contact/`](../src/contact) | Contact requests. |');
  assert.equal(
    row(markdown, 'contact/dto'),
    '| [`contact/dto/`](../src/contact/dto) | The body of a request. |',
  );
  assert.equal(row(markdown, 'lib'), '| [`lib/`](../client/src/lib) | Helpers of the whole client. |');
  assert.match(row(markdown, 'features/about'), /\| The about page\. \|$/);
  assert.match(row(markdown, 'components/icons'), /\| The icons\. \|$/);
  // Server folders come before client folders, each tree in alphabetical order.
  const folders = [...markdown.matchAll(/\[`([^`]+)\/`\]/g)].map((match) => match[1]);
  assert.deepEqual(folders, [
    'contact',
    'contact/dto',
    'contract',
    'components',
    'components/icons',
    'features',
    'features/about',
    'lib',
  ]);
});

test('throws, naming every folder without a description', () => {
  tree({
    'src/health/health.module.ts':
      "import { Module } from '@nestjs/common';\n\n@Module({})\nexport class H {}\n",
    'src/common/http/a.ts': '// A.\n',
    'src/common/http/b.ts': '// B.\n',
    'src/common/README.md': '# common\n\nShared.\n',
    'client/src/app/App.tsx': 'export function App() {}\n',
  });
  assert.throws(
    () => folderMap(root),
    (error) => {
      assert.match(error.message, /src\/health\/ \(no leading comment in health\.module\.ts\)/);
      assert.match(error.message, /src\/common\/http\/ \(no README\.md, no main file\)/);
      assert.match(error.message, /client\/src\/app\/ \(no leading comment in App\.tsx\)/);
      assert.doesNotMatch(error.message, /src\/common\/ /);
      return true;
    },
  );
});

test('leaves out folders holding only tests, and folders deeper than three levels', () => {
  const markdown = folderMap(
    tree({
      'src/jobs/jobs.module.ts': '// The job queue.\n',
      'src/jobs/fixtures/queue.spec.ts': '',
      'client/src/content/README.md': 'Copy.',
      'client/src/content/blog/index.ts': '// Articles.',
      'client/src/content/blog/articles/index.ts': '// One file per article.',
      'client/src/content/blog/articles/old/index.ts': '',
    }),
  );
  assert.ok(row(markdown, 'jobs'));
  assert.equal(row(markdown, 'jobs/fixtures'), undefined);
  assert.ok(row(markdown, 'content/blog/articles'));
  assert.equal(row(markdown, 'content/blog/articles/old'), undefined);
});

test('a leading comment opens the file or follows its imports; one between imports does not count', () => {
  assert.equal(
    leadingComment('// Header.\n// Second line.\n\nimport a from "a";\n'),
    'Header.\nSecond line.',
  );
  assert.equal(leadingComment('/* eslint-disable x */\n/** Real. */\nexport {};'), 'Real.');
  assert.equal(
    leadingComment("import a from 'a';\n// styles\nimport './x.css';\n\nconst b = 1;\n/** Late. */"),
    undefined,
  );
  assert.equal(
    leadingComment(
      "import {\n  a,\n} from 'a';\nexport { b } from './b';\n\n/** The module. */\n@Module({})",
    ),
    'The module.',
  );
});

test('the first sentence, cut at a colon outside brackets when it runs long', () => {
  assert.equal(firstSentence('Checks input, e.g. names. Then more.'), 'Checks input, e.g. names.');
  assert.equal(firstSentence('No full stop at all'), 'No full stop at all');
  const long = `Serves the site (pages: prerendered): ${'and more '.repeat(20)}end.`;
  assert.equal(firstSentence(long), 'Serves the site (pages: prerendered).');
});

test('a cell keeps code spans as written and escapes what markdown would misread', () => {
  const markdown = folderMap(
    tree({ 'src/site/site.module.ts': '// Serves `<App />` on a <dialog> | a pipe.\n' }),
  );
  assert.equal(
    row(markdown, 'site'),
    '| [`site/`](../src/site) | Serves `<App />` on a &lt;dialog&gt; \\| a pipe. |',
  );
});

test('states the server layers in the order the lint holds them to', () => {
  const markdown = folderMap(tree({}));
  assert.match(markdown, /\n`contract` → `contact`\.\n/);
  writeFileSync(join(root, 'eslint.config.mjs'), 'export default [];\n');
  assert.throws(() => folderMap(root), /no SERVER_LAYERS/);
});
