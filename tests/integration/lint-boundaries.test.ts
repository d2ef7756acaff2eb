/**
 * The layers of docs/architecture.md are a rule ESLint enforces: each fixture in
 * tests/lint-fixtures breaks one, linted as if it stood where it would do harm, and is refused;
 * the same code where the layer allows it passes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(fixture: string, standingAt: string) {
  const code = readFileSync(path.join(root, 'tests/lint-fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, standingAt) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the lint of the layers', () => {
  it('refuses React in a definition', async () => {
    expect(await restrictedImports('definition-importing-react.ts', 'resources/badges/definition.ts')).toEqual([
      expect.stringContaining('This layer has no React'),
    ]);
  });

  it('refuses the providers in the server', async () => {
    expect(await restrictedImports('server-importing-providers.ts', 'server/content/client.ts')).toEqual([
      expect.stringContaining('server/ does not import the providers'),
    ]);
  });

  it('refuses a test helper in production code, and lets a test use it', async () => {
    expect(await restrictedImports('admin-importing-test-support.ts', 'src/builders/shown.ts')).toEqual([
      expect.stringContaining('Production code does not use test helpers'),
    ]);
    expect(await restrictedImports('admin-importing-test-support.ts', 'src/builders/shown.test.ts')).toEqual([]);
  });

  it('refuses a branch on which kind a field is outside the kinds, and lets a kind module ask it', async () => {
    const code = readFileSync(path.join(root, 'tests/lint-fixtures/branch-on-field-kind.ts'), 'utf8');
    const branches = async (standingAt: string) =>
      (await eslint.lintText(code, { filePath: path.join(root, standingAt) }))[0].messages
        .filter((message) => message.ruleId === 'no-restricted-syntax')
        .map((message) => message.message);
    expect(await branches('src/builders/shown.ts')).toEqual([
      expect.stringContaining('Ask the field kind'),
      expect.stringContaining('Ask the field kind'),
    ]);
    expect(await branches('server/content/shown.ts')).toHaveLength(2);
    expect(await branches('resources/kinds/shown.ts')).toEqual([]);
  });

  it('passes the tree as it is', { timeout: 300_000 }, async () => {
    const results = await eslint.lintFiles(['resources', 'providers', 'server/db', 'src/kinds']);
    expect(
      results.flatMap((result) =>
        result.messages.filter((message) => message.severity === 2).map((message) => `${result.filePath}: ${message.message}`),
      ),
    ).toEqual([]);
  });
});
