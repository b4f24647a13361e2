import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * How the client's code is cut into files, for the public pages: what a page fetches before it
 * is interactive is counted in bytes sent, response headers included (over 1 KB per response over
 * HTTP/1.1, more than many small chunks weigh), so a page should fetch few files.
 *
 * Left alone, the bundler gives every module shared by two dynamically imported chunks a chunk of
 * its own, and puts its helpers for reading CommonJS modules (React is one) in another: a page
 * fetched ten to twenty files, several under 1 KB. With this plugin (client build only):
 * - the entry chunk keeps what every page needs anyway (React, the JSX runtime, zustand, the
 *   router, the bundler's helpers) and takes the small modules most pages share (`entryShared`);
 * - `groups` put together the modules that several pages share and load together;
 * - React and its JSX runtime are seen by the application's modules as ES modules whose bindings
 *   the entry exports, so no other chunk needs the CommonJS helpers.
 * A group may take a page (the route table reads only its default export), but not another module
 * loaded with import() whose importer reads the whole module (`lazyWhenVisible`'s sections, the
 * footer): the chunk would then need the bundler's helpers to build that module's namespace, and
 * they would leave the entry for a file of their own, one more on every page (the build warns;
 * test/browser/byte-budget.spec.ts prints each page's files).
 * The build also uses React Router's production files: its package points every build at the
 * development ones, warnings included.
 */
export function chunksPlugin(options: {
  /** The module the HTML entry loads. */
  entry: string;
  /** Modules put in the entry chunk although the entry does not import them. */
  entryShared: string[];
  /** Named chunks and the files they take, in order of precedence (a file goes to the first). */
  groups: [name: string, files: string[]][];
}): Plugin[] {
  // Module ids use forward slashes on every system.
  const ids = (files: string[]) => new Set(files.map((file) => file.split(sep).join('/')));
  const entryShared = ids(options.entryShared);
  let entryModules = new Set<string>();
  let root = '';

  const groups: CodeSplittingGroup[] = [
    {
      name: 'index',
      test: (id) => entryModules.has(id) || entryShared.has(id),
      priority: options.groups.length + 1,
    },
    ...options.groups.map(([name, files], i) => {
      const members = ids(files);
      return { name, test: (id: string) => members.has(id), priority: options.groups.length - i };
    }),
  ];

  const routerDir = dirname(require.resolve('react-router/package.json'));
  const ESM = '\0esm:';
  const esmShimmed = new Set(['react', 'react/jsx-runtime']);
  const commonJsCore = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

  return [
    {
      name: 'chunks:client',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      enforce: 'pre',
      config: () => ({
        build: { rolldownOptions: { output: { codeSplitting: { groups } } } },
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDir, 'dist/production/dom-export.mjs') },
          ],
        },
      }),
      configResolved(config) {
        root = config.root;
      },
      resolveId(source, importer, extra) {
        if (!esmShimmed.has(source) || !importer || extra.kind !== 'import-statement') return;
        if (importer.startsWith(ESM) || commonJsCore.test(importer)) return;
        return `${ESM}${source}`;
      },
      load(id) {
        if (!id.startsWith(ESM)) return;
        const source = id.slice(ESM.length);
        // Every name the CommonJS module exports, so that a namespace import (React Router's
        // `import * as React`) finds them all.
        const names = Object.keys(require(source) as object).filter(
          (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
        );
        return `import m from ${JSON.stringify(source)};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
      },
      buildEnd() {
        // The entry's modules: everything it imports statically, transitively.
        const seen = new Set<string>();
        const stack = [options.entry.split(sep).join('/')];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        entryModules = seen;
      },
      generateBundle(_output, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.name === 'rolldown-runtime')
            this.warn(
              `The bundler's helpers are in a file of their own (${chunk.fileName}): see chunksPlugin.`,
            );
        }
      },
      writeBundle(output, bundle) {
        // Vite's manifest names a chunk by the module it was made for: a page put in a group's
        // chunk is missing from it, and the prerender would not find the page's CSS and scripts
        // to link. Each module loaded with import() gets the entry of the chunk that holds it.
        if (!output.dir) return;
        const file = join(output.dir, '.vite/manifest.json');
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
        const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
        for (const chunk of Object.values(bundle)) {
          const entry = chunk.type === 'chunk' ? byFile.get(chunk.fileName) : undefined;
          if (!entry || chunk.type !== 'chunk') continue;
          for (const id of chunk.moduleIds) {
            if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
            const key = relative(root, id).split(sep).join('/');
            manifest[key] ??= { ...entry, src: key, isDynamicEntry: true } as (typeof manifest)[string];
          }
        }
        writeFileSync(file, JSON.stringify(manifest, null, 2));
      },
    },
  ];
}
