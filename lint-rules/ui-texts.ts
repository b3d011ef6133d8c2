/**
 * The user-facing texts of the web app: string literals in messages files and the JSX text and
 * string attributes of components, each with where it stands, for the sentence-case guard.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const WEB_SRC = join(ROOT, 'apps/web/src');
/** The server's texts that reach the screen as toasts, alerts and modal titles. */
const SERVER_MODULES = join(ROOT, 'apps/server/src/modules');

export interface UiText {
  file: string;
  line: number;
  text: string;
}

/** JSX attributes whose strings a person reads (or hears from a screen reader). */
const READ_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'alt',
  'tooltip',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

const isMessagesFile = (path: string) => /messages\.ts$/.test(path);

function textsOf(path: string): UiText[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const messages = isMessagesFile(path);
  const found: UiText[] = [];
  const add = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ file: relative(ROOT, path), line, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && node.text.trim()) add(node, node.text.replace(/\s+/g, ' '));
    else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (READ_ATTRIBUTES.has(node.name.getText())) add(node, node.initializer.text);
    } else if (messages && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      // Keys of the messages objects (`'name-asc': …`) are names, not texts.
      if (
        !(ts.isPropertyAssignment(node.parent) && node.parent.name === node) &&
        !ts.isImportDeclaration(node.parent)
      )
        add(node, node.text);
    } else if (messages && ts.isTemplateExpression(node)) {
      add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…'));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every user-facing text of apps/web/src outside its tests, and the server modules' messages files. */
export function uiTexts(): UiText[] {
  const serverMessages = sourceFiles(SERVER_MODULES).filter(isMessagesFile);
  return [...sourceFiles(WEB_SRC), ...serverMessages].flatMap(textsOf);
}
