// Compiles the scripts inlined in every prerendered page (client/src/boot/*.ts) to small
// JavaScript: TypeScript stripped by oxc, then minified, with Vite's own
// tools (no extra dependency). They are inline so that they run before any request: the
// readable source is the one to edit.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { minify, transformWithOxc } from 'vite';

const bootDir = resolve(import.meta.dirname, '..', 'client/src/boot');

/** The minified text of client/src/boot/<name>.ts, ready to go between <script> tags. */
export async function inlineScript(name) {
  const file = join(bootDir, `${name}.ts`);
  const source = await readFile(file, 'utf8');
  const { code } = await transformWithOxc(source, file, { lang: 'ts' });
  const minified = await minify(file.replace(/\.ts$/, '.js'), code, { compress: true, mangle: true });
  const text = minified.code.trim();
  if (text.includes('</script')) throw new Error(`${name} ne peut pas être inclus dans la page.`);
  return text;
}
