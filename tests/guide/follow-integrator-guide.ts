/**
 * `npm test`'s proof that the integrator guide is right: docs/adding-a-resource.md is
 * followed literally on a copy of the repository (its code blocks applied as the text says), and
 * then the typecheck and every Vitest suite run there. Both must pass. Prints what it applied.
 * `npm test` runs it with a PostgreSQL server's `DATABASE_URL` (scripts/test.sh), which the copy's
 * suites inherit: its run is also the server suites' run on a PostgreSQL server.
 *
 * Steps followed: "1. Declare it" (the block is the whole new file named in its heading),
 * "2. List it" (the block's import goes after the list's imports, and its `definitions` line
 * replaces the list's), "3. Name it in every language" (each block goes right after the line
 * `resources: {` of the language file named above it) and "Changing a definition on live data":
 * each section's change, one after the other (tests/guide/definition-changes.ts), is written beside
 * step 1's definition as `definition.<stage>.ts` (a block before a section's last, the change the
 * server refuses, as `definition.<stage>-refused.ts`), where tests/guide/definition-life.test.ts
 * starts a server on each in turn within the copy's Vitest run; step 1's definition stays the one
 * served. The files the guide writes must pass Prettier and ESLint as written.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyDefinitionChange } from './definition-changes';

const root = path.resolve(import.meta.dirname, '../..');
const guide = readFileSync(path.join(root, 'docs/adding-a-resource.md'), 'utf8');

/** The sections of "Changing a definition on live data" the test follows, and their stage's name. */
const changeSections = [
  ['Adding a field', 'adding'],
  ['Renaming a field', 'renaming'],
  ['Removing a field', 'removing'],
  ["Changing a field's kind", 'kind'],
] as const;

/** Every ```ts block of the `###` section whose heading starts with `heading`. */
function sectionBlocks(heading: string): string[] {
  const start = guide.indexOf(`\n### ${heading}`);
  if (start < 0) throw new Error(`The guide has no section "${heading}"`);
  const end = guide.slice(start + 1).search(/\n##/);
  const section = guide.slice(start, end < 0 ? undefined : start + 1 + end);
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code]) => code);
  if (blocks.length === 0) throw new Error(`The section "${heading}" has no code block`);
  return blocks;
}

/** The first ```ts block after the heading that starts with `heading`, and the file the heading names. */
function stepBlock(heading: string): { file: string; code: string } {
  const start = guide.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`The guide has no step "${heading}"`);
  const headingLine = guide.slice(start + 1, guide.indexOf('\n', start + 1));
  const file = /`([^`]+\.ts)`/.exec(headingLine)?.[1];
  const code = /```ts\n([\s\S]*?)```/.exec(guide.slice(start))?.[1];
  if (!file || !code) throw new Error(`The step "${heading}" names no file or has no code block`);
  return { file, code };
}

const copy = mkdtempSync(path.join(os.tmpdir(), 'guide-'));
const project = path.join(copy, 'project');
try {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(project, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));

  const declare = stepBlock('1. Declare it');
  mkdirSync(path.dirname(path.join(project, declare.file)), { recursive: true });
  writeFileSync(path.join(project, declare.file), declare.code);
  console.log(`Step 1: wrote ${declare.file} (${declare.code.split('\n').length - 1} lines)`);

  const list = stepBlock('2. List it');
  const listPath = path.join(project, list.file);
  const imports = list.code.split('\n').filter((line) => line.startsWith('import '));
  const definitionsLine = list.code.split('\n').find((line) => line.startsWith('export const definitions'));
  if (!definitionsLine) throw new Error('Step 2 gives no `export const definitions` line');
  const lines = readFileSync(listPath, 'utf8').split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  lines.splice(lastImport + 1, 0, ...imports);
  const at = lines.findIndex((line) => line.startsWith('export const definitions'));
  lines[at] = definitionsLine;
  writeFileSync(listPath, lines.join('\n'));
  console.log(`Step 2: ${list.file} takes ${imports.length} import(s) and the guide's list:\n  ${definitionsLine}`);

  const languagesStart = guide.indexOf('\n## 3. Name it in every language');
  if (languagesStart < 0) throw new Error('The guide has no step "3. Name it in every language"');
  const languagesStep = guide.slice(languagesStart, guide.indexOf('\n## ', languagesStart + 1));
  const named = [...languagesStep.matchAll(/`(locales\/[\w-]+\.ts)`:\n\n```ts\n([\s\S]*?)```/g)];
  if (named.length === 0) throw new Error('Step 3 names no language file with a block');
  for (const [, file, block] of named) {
    const lines = readFileSync(path.join(project, file), 'utf8').split('\n');
    const at = lines.findIndex((line) => /^\s*resources: \{$/.test(line));
    if (at < 0) throw new Error(`${file} has no line "resources: {"`);
    lines.splice(at + 1, 0, ...block.trimEnd().split('\n'));
    writeFileSync(path.join(project, file), lines.join('\n'));
  }
  console.log(`Step 3: named the resource in ${named.map(([, file]) => file).join(', ')}`);

  const written = [declare.file, list.file, ...named.map(([, file]) => file)];
  let changed = readFileSync(path.join(project, declare.file), 'utf8');
  for (const [heading, stage] of changeSections) {
    const blocks = sectionBlocks(heading);
    blocks.forEach((block, index) => {
      const last = index === blocks.length - 1;
      const result = applyDefinitionChange(changed, block);
      const file = declare.file.replace(/\.ts$/, `.${last ? stage : `${stage}-refused`}.ts`);
      writeFileSync(path.join(project, file), result);
      written.push(file);
      if (last) changed = result;
    });
  }
  console.log(`Changing a definition on live data: wrote ${written.slice(2 + named.length).join(', ')}`);

  const run = (command: string, args: string[]) => {
    console.log(`\n$ ${command} ${args.join(' ')}`);
    const { status } = spawnSync(command, args, { cwd: project, stdio: 'inherit', env: { ...process.env, FOLLOWING_THE_GUIDE: '1' } });
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed on the copy that follows the guide`);
  };
  run('npx', ['prettier', '--check', ...written]);
  run('npx', ['eslint', ...written]);
  // The typecheck keeps one core busy and Vitest leaves about a quarter of two cores idle: the
  // typecheck runs beside it, its output kept in a file and printed once Vitest has ended.
  const typecheckLog = path.join(copy, 'typecheck.log');
  const typecheckOut = openSync(typecheckLog, 'w');
  const typecheck = spawn('npx', ['tsc', '-p', '.'], { cwd: project, stdio: ['ignore', typecheckOut, typecheckOut] });
  const typecheckEnded = new Promise<number | null>((resolve) => typecheck.on('close', resolve));
  let vitestError: unknown;
  try {
    run('npx', ['vitest', 'run']);
  } catch (error) {
    vitestError = error;
  }
  const typecheckStatus = await typecheckEnded;
  closeSync(typecheckOut);
  console.log(`\n$ npx tsc -p . (beside Vitest)\n${readFileSync(typecheckLog, 'utf8')}`);
  if (typecheckStatus !== 0) throw new Error('npx tsc -p . failed on the copy that follows the guide');
  if (vitestError) throw vitestError;
  console.log('\nThe integrator guide, followed literally: typecheck and every Vitest suite passed.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
