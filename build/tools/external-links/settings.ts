/**
 * build/tools/external-links/settings.yaml: the hosts the outside-link check does not visit, each with a
 * reason. Read and validated like a content file (its schema is schemas/link-check.schema.json),
 * so a mistake in it is reported at its line with the content check's messages. Optional: without
 * the file every host is visited. Not in content/: every file there is an entry of the browser
 * editor, and which hosts a robot may visit is the site operator's decision, not page content.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSource } from '../../stages/parse.ts';
import { validateSources } from '../../stages/validate.ts';
import { compileSchemas } from '../../stages/compile-schemas.ts';
import type { ContentType } from '../../content-folders.ts';
import type { Problem } from '../../problems.ts';
import { SETTINGS_PATH } from './check.ts';

export const defaultSettingsFile = (root: string) => join(root, SETTINGS_PATH);
const TYPE: ContentType = { key: 'linkCheck', path: SETTINGS_PATH, schema: 'link-check', format: 'yaml', slugIsFileName: false };

export interface LinkCheckSettings {
  /** Host name (lower case) → why it is not visited. */
  skip: Map<string, string>;
}

export function readSettings(abs: string, schemasDir: string, displayRoot: string): { settings: LinkCheckSettings; problems: Problem[] } {
  const settings: LinkCheckSettings = { skip: new Map() };
  if (!existsSync(abs)) return { settings, problems: [] };
  const file = relative(displayRoot, abs) || abs;
  const parsed = parseSource(TYPE, file, readFileSync(abs, 'utf8'));
  if (!parsed.source) return { settings, problems: parsed.problems };
  const problems = [...parsed.problems, ...validateSources([parsed.source], compileSchemas(schemasDir, undefined, [TYPE]))];
  if (problems.some((p) => p.severity === 'error')) return { settings, problems };
  const data = parsed.source.data as { skip?: { host: string; reason: string }[] };
  for (const { host, reason } of data.skip ?? []) settings.skip.set(host.toLowerCase(), reason);
  return { settings, problems };
}
