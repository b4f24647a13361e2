// Two lint rules on relative imports, resolved to the file they name (an import's text alone
// cannot tell `../dto/x` inside a feature from `../contact/x` in another one):
//
//   server-layers   a folder of src/ imports only the folders ranked below it
//   client-imports  client code never reaches into src/ by a relative path
//
// Both read every way a module names another: import and export … from, `import type`,
// import(), `import x = require()` and `typeof import('…')` in types.
import { statSync } from 'node:fs';
import path from 'node:path';

/** Calls `check(node, text)` for each module the file names. */
function eachImport(check) {
  const literal = (node) => {
    if (node && node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
  };
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.source ?? node.argument?.literal),
    TSImportEqualsDeclaration: (node) => literal(node.moduleReference.expression),
  };
}

const isRelative = (text) => text === '.' || text === '..' || text.startsWith('./') || text.startsWith('../');
const isDirectory = (file) => statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
/** `auth/admin-account-rules.ts` → `auth/admin-account-rules`, with / on every system. */
const moduleName = (relative) =>
  relative
    .split(path.sep)
    .join('/')
    .replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Where a file (or the module an import names, without its extension) sits under `root`:
 * its top-level folder, or null for a file directly in `root` (the composition root);
 * undefined when it is outside `root`.
 */
function placeOf(root, file) {
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  const folder = rest.length === 0 && !isDirectory(file) ? null : first;
  return { folder, module: moduleName(relative) };
}

const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'A folder of the server imports only the folders ranked below it' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          shared: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        'src/{{from}} may not import src/{{to}}: {{to}} ranks above {{from}} in the layering of eslint.config.mjs. Move what both need down, or have the caller pass a plain value.',
      compositionRoot: 'src/{{module}} is the composition root: only files beside it may import it.',
      unranked:
        'src/{{folder}} is not in the layering of eslint.config.mjs: give it its place in SERVER_LAYERS.',
      sharedImports:
        'src/{{module}} may be imported from any layer, so it imports nothing from src/ (a cycle could go through it).',
    },
  },
  create(context) {
    const { root, layers, shared = [] } = context.options[0];
    const self = placeOf(root, context.filename);
    if (!self) return {};
    const rank = new Map(layers.map((folder, index) => [folder, index]));
    const selfShared = shared.includes(self.module);
    const reported = new Set();
    const unranked = (node, folder) => {
      if (reported.has(folder)) return;
      reported.add(folder);
      context.report({ node, messageId: 'unranked', data: { folder } });
    };

    return eachImport((node, text) => {
      if (!isRelative(text)) return;
      const target = placeOf(root, path.resolve(path.dirname(context.filename), text));
      if (!target) return;
      if (selfShared) {
        context.report({ node, messageId: 'sharedImports', data: { module: self.module } });
        return;
      }
      // Files directly in src/ (app.module.ts, app.setup.ts, main.ts) wire everything together.
      if (self.folder === null) return;
      if (target.folder === null) {
        context.report({ node, messageId: 'compositionRoot', data: { module: target.module } });
        return;
      }
      if (target.folder === self.folder || shared.includes(target.module)) return;
      if (!rank.has(self.folder)) return unranked(node, self.folder);
      if (!rank.has(target.folder)) return unranked(node, target.folder);
      if (rank.get(target.folder) > rank.get(self.folder)) {
        context.report({ node, messageId: 'upward', data: { from: self.folder, to: target.folder } });
      }
    });
  },
};

const clientImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Client code imports nothing from the server tree but @contract/…' },
    schema: [
      {
        type: 'object',
        properties: { server: { type: 'string' } },
        required: ['server'],
        additionalProperties: false,
      },
    ],
    messages: {
      serverPath:
        "'{{text}}' reaches into the server's src/: the client shares only src/contract, imported as @contract/…",
    },
  },
  create(context) {
    const { server } = context.options[0];
    return eachImport((node, text) => {
      if (!isRelative(text)) return;
      const target = path.relative(server, path.resolve(path.dirname(context.filename), text));
      if (target === '' || !(target.startsWith('..') || path.isAbsolute(target))) {
        context.report({ node, messageId: 'serverPath', data: { text } });
      }
    });
  },
};

export default {
  meta: { name: 'import-boundaries' },
  rules: { 'server-layers': serverLayers, 'client-imports': clientImports },
};
