/**
 * No text of the admin's screens bypasses the catalogue (src/i18n/): the .tsx files under src/
 * have no JSX text with letters, and no literal text in a prop a person reads or hears (a label,
 * a title, a placeholder, an accessible name), other than a catalogue key, which the component
 * translates itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import english from '../../locales/en';
import { interfaceMessages } from '../../src/i18n/catalogue';

const sources = Object.keys(import.meta.glob('../../src/**/*.tsx')).filter((file) => !/\.test\.tsx$|test-support/.test(file));

/** The props whose text a person reads or hears. */
const readProps = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'helperText',
  'emptyText',
]);

/** Texts a screen may show as they are: none today (names of the product come from src/brand.ts). */
const allowed = new Set<string>([]);

function keysOf(value: unknown, prefix = '', keys = new Set<string>()): Set<string> {
  if (typeof value === 'string') keys.add(prefix);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) keysOf(inner, prefix ? `${prefix}.${key}` : key, keys);
  return keys;
}

const catalogueKeys = keysOf(interfaceMessages(english).messages);
const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/&[a-z]+;/gi, ''));

function bypasses(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.resolve(import.meta.dirname, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const at = (node: ts.Node) => `${file.replace('../../', '')}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text) && !allowed.has(node.text.trim())) found.push(`${at(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && readProps.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value))) {
        // A key made of a template (`resources.${resource}.message.save_title`) is one when its start is.
        const text = ts.isTemplateExpression(value) ? value.getText() : value.text;
        const isKey = ts.isTemplateExpression(value)
          ? value.head.text.includes('.') && [...catalogueKeys].some((key) => key.startsWith(value.head.text))
          : catalogueKeys.has(text);
        if (hasLetters(text) && !isKey && !allowed.has(text)) found.push(`${at(node)} ${node.name.getText()}="${text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the admin's screens", () => {
  it('are found', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('say every text through the catalogue', () => {
    expect(sources.flatMap(bypasses)).toEqual([]);
  });

  it('are checked: a literal text or label is found', () => {
    const file = '../../tests/lint-fixtures/literal-texts.tsx';
    expect(bypasses(file).map((line) => line.replace(/^[^ ]+ /, ''))).toEqual(['text "Save now"', 'aria-label="Close the panel"']);
  });
});
