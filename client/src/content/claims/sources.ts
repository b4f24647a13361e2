import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

/**
 * Where the claims test reads what a patient or a mail program sees: the client's sources, the
 * server's e-mail templates, and the pages the build wrote. Paths are relative to the repository.
 */
export const ROOT = resolve(__dirname, '../../../..');

function walk(dir: string, keep: (path: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, keep, found);
    else if (keep(path)) found.push(relative(ROOT, path));
  }
  return found.sort();
}

const isTest = (path: string) => /\.(?:spec|test|e2e-spec)\.tsx?$/.test(path) || path.endsWith('.d.ts');

/**
 * Every client source that can put text on a page, tests aside, and this folder aside: its
 * rules quote the phrasings they refuse.
 */
export function clientSources(): string[] {
  const claims = resolve(__dirname);
  return walk(
    join(ROOT, 'client/src'),
    (path) => /\.tsx?$/.test(path) && !isTest(path) && !path.startsWith(claims),
  );
}

/**
 * The server's e-mail templates and the services that fill them in (`*-mail.ts`,
 * `*-mail.service.ts`), and the calendar file's text: what a mail program shows.
 */
export function mailTemplates(): string[] {
  return walk(
    join(ROOT, 'src'),
    (path) => !isTest(path) && (/-mail[^/]*\.ts$/.test(path) || path.endsWith('/contract/calendar.ts')),
  );
}

/** A length or a list of them (« 50% 0px », « translate3d(-50%, 0, 0) »): style, not copy. */
const isStyleValue = (text: string) =>
  text
    .split(/[\s,()]+/)
    .every((token) =>
      /^(?:-?[\d.]+(?:%|px|rem|em|vh|vw|ms|s|deg)?|translate(?:3d|x|y)?|scale|rotate|calc|auto)?$/.test(
        token,
      ),
    ) && /\d(?:%|px)/.test(text);

/** Import paths name files, not copy. */
function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/**
 * The texts a source file writes: its string literals, the fixed parts of its template literals
 * and the text between its JSX tags. Comments are left out: they speak to developers.
 */
export function literalTexts(file: string): string[] {
  const path = join(ROOT, file);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)) &&
      !isModuleName(node) &&
      !isStyleValue(node.text)
    ) {
      texts.push(node.text);
    } else if (ts.isJsxText(node) && node.text.trim()) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The prerendered pages, or undefined when there is no build to read. */
export function builtPages(): string[] | undefined {
  const dir = join(ROOT, 'dist/client');
  if (!existsSync(dir)) return undefined;
  return walk(dir, (path) => path.endsWith('.html'));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Attributes whose value a person reads: alt text, titles, labels, metadata and social cards. */
const READ_ATTRIBUTES = /\s(?:alt|title|content|aria-label|aria-description|placeholder|value)="([^"]*)"/g;

/**
 * What a page says, as a visitor, a screen reader or a search engine reads it: the text between
 * its tags, the attributes read aloud or shown in a search result, and its structured data.
 * Styles and scripts are code, not copy.
 */
export function pageTexts(file: string): string[] {
  const html = readFileSync(join(ROOT, file), 'utf8');
  const data = [
    ...html.matchAll(/<script[^>]*type="application\/(?:ld\+)?json"[^>]*>([^]*?)<\/script>/g),
  ].map((match) => match[1]);
  const body = html.replace(/<(script|style)\b[^>]*>[^]*?<\/\1>/g, ' ');
  const attributes = [...body.matchAll(/<[^>]+>/g)].flatMap((tag) =>
    [...tag[0].matchAll(READ_ATTRIBUTES)].map((match) => match[1]),
  );
  // Words set apart by an inline tag (a link, an emphasis) still read as one sentence.
  const text = body
    .replace(/<\/?(?:a|abbr|b|em|i|mark|small|span|strong|sub|sup|time)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .split(/\n+/);
  return [...text, ...attributes, ...data].map(decode).filter((part) => part.trim());
}
