/**
 * The server says nothing a person reads in words written in its code (docs/api.md "Languages"):
 * a `Said` is a catalogue message by its type, and this check finds the texts that would slip past
 * the type, a reply's `message: '…'`, a kind's `problem`, a schema's `error`, each a catalogue key
 * (`server.…`, `validation.…`) or a code for the client.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const serverFolder = path.dirname(import.meta.dirname);

/** Texts for the integrator, never in an answer: the definitions' problems found at start. */
const notAnswered = new Set(['db/definition-changes.ts']);

const sourceFiles = (readdirSync(serverFolder, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|test-support\.ts$/.test(file))
  .filter((file) => !notAnswered.has(file.split(path.sep).join('/')));

/** A text given where a person reads it: after `message:`, `problem:`, `refusal:`, `error:` or `error_description:`. */
const saidText = /\b(?:message|problem|refusal|error|error_description):\s*(['"`])((?:\\.|(?!\1).)*)\1/g;
const catalogueKey = /^(?:server|validation)\.[\w.]*(?:\$\{[^}]+\}[\w.]*)?$/;
/** A code for the client, not a text (OAuth's `error: 'invalid_grant'`). */
const code = /^[a-z]+(?:_[a-z]+)+$/;
const isSaid = (text: string) => !catalogueKey.test(text) && !code.test(text);

describe('the texts the server says', () => {
  it('are catalogue keys, never words in the code', () => {
    const written = sourceFiles.flatMap((file) =>
      [...readFileSync(path.join(serverFolder, file), 'utf8').matchAll(saidText)]
        .filter(([, , text]) => isSaid(text))
        .map(([found]) => `${file}: ${found}`),
    );
    expect(written).toEqual([]);
  });

  it('finds a text written in the code', () => {
    const sample = `reply.send({ message: 'Done.', error: 'invalid_grant' }); return { problem: \`No \${x}\`, refusal: { message: 'server.busy' } };`;
    const found = [...sample.matchAll(saidText)].map(([, , text]) => text);
    expect(found.filter(isSaid)).toEqual(['Done.', 'No ${x}']);
    expect(isSaid('server.writes.${field.accept}')).toBe(false);
  });
});
