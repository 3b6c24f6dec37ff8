/**
 * Generates `docs/content-errors.md` (every code: why, a broken example and its fix) and the
 * "Common mistakes" section of README.md from the error catalogue. `npm run errors:doc` writes
 * both; `tests/unit/errors/catalogue.test.ts` fails when either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue, Errors } from './catalogue.ts';

export const DOC_FILE = 'docs/content-errors.md';
const README_START = '<!-- common-mistakes:start (generated from build/errors/catalogue.ts by npm run errors:doc) -->';
const README_END = '<!-- common-mistakes:end -->';

/** The mistakes editors make most, in the order README lists them. */
const COMMON = [
  Errors.YamlColonInValue, Errors.YamlCurlyQuotes, Errors.YamlReservedStart, Errors.YamlQuoteInsideQuotes,
  Errors.YamlNoSpaceAfterColon, Errors.YamlListItemDash, Errors.YamlIndent, Errors.YamlIndentCharacter,
  Errors.YamlUnindentedContinuation, Errors.ValueReadAsOther, Errors.LinkRelative, Errors.LinkNoScheme,
  Errors.LinkOwnOrigin, Errors.TechnologyTypo,
];

function fence(text: string, file: string): string {
  const lang = file.endsWith('.md') ? 'markdown' : 'yaml';
  return `\`\`\`${lang}\n${text}\n\`\`\``;
}

export function contentErrorsDoc(): string {
  const out = [
    '# Content errors',
    '',
    '<!-- Generated from build/errors/catalogue.ts by `npm run errors:doc`; edit the catalogue, not this file. -->',
    '',
    '`npm run check` names one of these codes after each problem, for example',
    '`content/technologies/react.yaml:3:7  kind: … [yaml-no-space-after-colon]`, and prints the line with a',
    'caret under the column. Errors fail the check; warnings are printed and annotated on the pull request but',
    'do not fail it. A file with a YAML syntax error is left out of the other checks until it is fixed; every',
    'other file is still checked in the same run.',
    '',
    '| code | problem | fails the check |',
    '|---|---|---|',
    ...catalogue.map((e) => `| [\`${e.code}\`](#${e.code}) | ${e.title} | ${e.severity === 'error' ? 'yes' : `no (${e.severity})`} |`),
    '',
  ];
  for (const e of catalogue) {
    out.push(
      `## ${e.code}`,
      '',
      `**${e.title}** (${e.severity})`,
      '',
      e.why,
      '',
      `Broken, in \`${e.example.file}\`:`,
      '',
      fence(e.example.broken, e.example.file),
      '',
      'Fixed:',
      '',
      fence(e.example.fixed, e.example.file),
      '',
    );
  }
  return out.join('\n');
}

export function commonMistakesSection(): string {
  const oneLine = (s: string) => s.split('\n').pop()!;
  return [
    README_START,
    '',
    '| mistake | written | write instead |',
    '|---|---|---|',
    ...COMMON.map((e) => `| ${e.title} ([\`${e.code}\`](${DOC_FILE}#${e.code})) | \`${oneLine(e.example.broken).replace(/\|/g, '\\|')}\` | \`${oneLine(e.example.fixed).replace(/\|/g, '\\|')}\` |`),
    '',
    `Every other code, with its reason and example: [${DOC_FILE}](${DOC_FILE}).`,
    '',
    README_END,
  ].join('\n');
}

/** README.md with its Common mistakes section regenerated. */
export function readmeWithCommonMistakes(readme: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < 0) throw new Error('README.md has no common-mistakes markers');
  return `${readme.slice(0, start)}${commonMistakesSection()}${readme.slice(end + README_END.length)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, '../..');
  writeFileSync(join(root, DOC_FILE), contentErrorsDoc());
  const readme = join(root, 'README.md');
  writeFileSync(readme, readmeWithCommonMistakes(readFileSync(readme, 'utf8')));
  process.stdout.write(`wrote ${DOC_FILE} and the Common mistakes section of README.md\n`);
}
