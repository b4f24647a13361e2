// The media plugin's build-time checks, on a real (small) Vite build of a throwaway project:
// node --test scripts/media-plugin.test.mjs
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { build } from 'vite';

const plugin = join(import.meta.dirname, '../client/vite-media-plugin.mts');
const square =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
let root;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'media-plugin-'));
  await mkdir(join(root, 'media/blog'), { recursive: true });
  await writeFile(join(root, 'media/blog/couverture.svg'), square);
  await writeFile(
    join(root, 'registry.ts'),
    'export const addMedia = (e: object) => e;\nexport const builtImage = () => ({});\n',
  );
  await writeFile(
    join(root, 'vite.config.mts'),
    `import { mediaPlugin } from ${JSON.stringify(plugin)};
export default {
  logLevel: 'silent',
  plugins: [mediaPlugin({ sourceDir: ${JSON.stringify(join(root, 'media'))}, cacheDir: ${JSON.stringify(join(root, 'cache'))}, outDir: ${JSON.stringify(join(root, 'dist'))}, registry: ${JSON.stringify(join(root, 'registry.ts'))} })],
  build: { write: false, lib: { entry: 'main.ts', formats: ['es'], fileName: 'main' } },
};
`,
  );
});
after(() => rm(root, { recursive: true, force: true }));

/** Builds a project whose only module is `source`; resolves to the error's message, or null. */
async function buildWith(source) {
  await writeFile(join(root, 'main.ts'), source);
  try {
    await build({ root, configFile: join(root, 'vite.config.mts') });
    return null;
  } catch (error) {
    return String(error.message ?? error);
  }
}

test('a module that imports its folder and names a key that exists builds', async () => {
  assert.equal(
    await buildWith(`import 'virtual:media/blog';\nexport const cover = 'blog/couverture';\n`),
    null,
  );
});

test('a mistyped key stops the build, naming the key', async () => {
  const message = await buildWith(`import 'virtual:media/blog';\nexport const cover = 'blog/couvertur';\n`);
  assert.match(message ?? '', /media key "blog\/couvertur" names no file or folder under client\/media/);
});

test('a key named without importing its folder stops the build', async () => {
  const message = await buildWith(`export const cover = 'blog/couverture';\n`);
  assert.match(message ?? '', /media key "blog\/couverture" is used without import 'virtual:media\/blog'/);
});

test('importing a folder that does not exist stops the build', async () => {
  const message = await buildWith(`import 'virtual:media/photos';\nexport const x = 1;\n`);
  assert.match(message ?? '', /virtual:media\/photos: no folder client\/media\/photos/);
});

test('a string shaped like a key, in a module that imports no media, is left alone', async () => {
  assert.equal(await buildWith(`export const page = 'blog/ArticlePage';\n`), null);
});
