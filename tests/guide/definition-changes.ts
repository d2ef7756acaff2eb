/**
 * How the guide's test applies a section of docs/adding-a-resource.md "Changing a definition on
 * live data" to a definition file, as the section's text says:
 * - a field's line (`{ source: … },`) with `renamedFrom: 'old'` replaces the line of the field
 *   `old`, and the definition's other mentions of `'old'` name the new source; one whose source the
 *   definition has replaces that field's line; any other goes at the end of `fields`;
 * - `removed: [...]` takes the line of each field it names (by source or write source) out of
 *   `fields` and its source out of the definition's lists, and goes beside `fields`, or into the
 *   `removed` list the definition has already.
 */

const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map(([, name]) => name);

/** The index of the line of the field that `name` names (its source or its write source). */
const fieldLine = (lines: string[], name: string) =>
  lines.findIndex((line) => line.trimStart().startsWith('{ source: ') && new RegExp(`(source|writeSource): '${name}'`).test(line));

/** Where `fields` ends: the line that closes its list. */
function fieldsEnd(lines: string[]): number {
  const start = lines.findIndex((line) => /^\s*fields: \[$/.test(line));
  const end = lines.findIndex((line, index) => index > start && /^\s*\],$/.test(line));
  if (start < 0 || end < 0) throw new Error('The definition has no `fields: [` … `],` list');
  return end;
}

/** `'name'` out of the definition's lists (`list.columns`, `sortable`, `search`). */
const withoutName = (line: string, name: string) => line.replace(`'${name}', `, '').replace(`, '${name}'`, '').replace(`['${name}']`, '[]');

function applyLine(lines: string[], line: string): string[] {
  const fieldIndent = lines[fieldsEnd(lines) - 1].match(/^\s*/)![0];
  const removed = /^removed: \[(.*)\],$/.exec(line);
  if (removed) {
    const names = quoted(removed[1]);
    for (const name of names) {
      const at = fieldLine(lines, name);
      if (at < 0) throw new Error(`\`removed\` names ${name}, which no field of the definition is`);
      const source = /source: '([^']+)'/.exec(lines[at])![1];
      lines.splice(at, 1);
      lines = lines.map((other) => (other.trimStart().startsWith('{ source: ') ? other : withoutName(other, source)));
    }
    const list = lines.findIndex((other) => /^\s*removed: \[.*\],$/.test(other));
    if (list >= 0) lines[list] = lines[list].replace(/\],$/, `, ${names.map((name) => `'${name}'`).join(', ')}],`);
    else lines.splice(fieldsEnd(lines) + 1, 0, `${fieldIndent.slice(2)}${line}`);
    return lines;
  }
  const source = /^\{ source: '([^']+)'/.exec(line)?.[1];
  if (!source) throw new Error(`The guide's line is neither a field nor \`removed\`: ${line}`);
  const renamedFrom = /renamedFrom: '([^']+)'/.exec(line)?.[1];
  const replaced = fieldLine(lines, renamedFrom ?? source);
  if (renamedFrom && replaced < 0) throw new Error(`${source} is renamed from ${renamedFrom}, which no field of the definition is`);
  if (replaced < 0) lines.splice(fieldsEnd(lines), 0, fieldIndent + line);
  else lines[replaced] = fieldIndent + line;
  if (renamedFrom) lines = lines.map((other, index) => (index === replaced ? other : other.replaceAll(`'${renamedFrom}'`, `'${source}'`)));
  return lines;
}

/** `definition` (a definition file's text) changed by a block of the guide. */
export function applyDefinitionChange(definition: string, block: string): string {
  let lines = definition.split('\n');
  for (const line of block.trim().split('\n')) lines = applyLine(lines, line.trim());
  return lines.join('\n');
}
