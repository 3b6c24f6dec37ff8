/**
 * The browser editor at /admin/: Decap CMS with our configuration (generated at build time by
 * build/admin/config.ts and inlined in index.html), our file formats, our widgets, the check
 * on save and the live preview. Bundled with our React 19 by build/stages/admin.ts.
 */
import CMS from './decap.ts';
import type { CmsWidgetControlProps, PreviewTemplateComponentProps } from 'decap-cms-core';
import type { ComponentType } from 'react';
import { fromJS } from 'immutable';
import { Errors } from '../../build/errors/catalogue.ts';
import type { Problem } from '../../build/problems.ts';
import type { Validators } from '../../build/stages/validate.ts';
import { FRONTMATTER_FORMAT, KEY_VALUE_WIDGET, LIST_FIELD, ADDRESS_WIDGET, ICON_WIDGET, NUMBER_OR_TEXT_WIDGET, REFERENCE_WIDGET, YAML_FORMAT, YAML_LIST_FORMAT } from '../../build/admin/config.ts';
import { frontMatterFormat, nextSave, sameData, yamlFormat, yamlListFormat } from './format.ts';
import type { CheckedEntry, ContentSnapshot } from './check.ts';
import { lazyHighlighter } from './lazy-highlighter.ts';
import type { RenderTools } from '../render/page.ts';
import { createPreview } from './preview.tsx';
import { showProblems } from './problems-panel.ts';
import { clearChangedFields, inEditorWords, showFieldProblems, topField } from './field-problems.ts';
import type { DecapField } from '../../build/admin/config.ts';
import type { AdminSettings, AdminSnapshot } from './settings.ts';
import { startCounters } from './field-counters.ts';
import { startPhonePreview } from './phone-preview.ts';
import './editor.css';
import { withPlaceholders } from './placeholders.ts';
import { reopenEntriesFresh } from './entry-routes.ts';
import { KeyValueControl } from './widgets/key-value.tsx';
import { NumberOrTextControl } from './widgets/number-or-text.tsx';
import { ReferenceControl } from './widgets/reference.tsx';
import { IconControl } from './widgets/icon.tsx';
import { AddressControl } from './widgets/address.tsx';

// The editor's start in steps (npm run bench:editor prints them): the bundle's modules evaluated, the snapshot read, Decap started.
performance.mark('admin:modules');
const settings = JSON.parse(document.getElementById('admin-settings')!.textContent!) as AdminSettings;
let validators: Validators = new Map();
const formats = { [YAML_FORMAT]: yamlFormat, [YAML_LIST_FORMAT]: yamlListFormat(LIST_FIELD), [FRONTMATTER_FORMAT]: frontMatterFormat };

type Entry = PreviewTemplateComponentProps['entry'];

/** Decap's collection name, or the file's name for the singletons' `files` collection. */
const typeName = (entry: Entry) => (settings.types[entry.get('collection')] ? entry.get('collection') : entry.get('slug')) as string;

/** The file an entry is written to: its path, or for a new entry the one Decap will choose from its slug rule. */
function filePath(entry: Entry, data: Record<string, unknown>): string {
  const path = entry.get('path') as string | undefined;
  if (path) return path;
  const type = settings.types[typeName(entry)];
  const collection = settings.config.collections.find((c) => c.name === entry.get('collection'));
  const named = (collection?.identifier_field ?? 'title').split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data);
  const identifier = String(data.slug ?? named ?? 'new-entry');
  const slug = identifier.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${type.folder}/${slug}.${type.extension}`;
}

/** The text Decap will write for the entry, through our format, with the file it was read from. */
function serialize(entry: Entry): { file: string; key: string; schema: string; text: string; raw?: string } {
  const name = typeName(entry);
  const type = settings.types[name];
  const collection = settings.config.collections.find((c) => c.name === entry.get('collection'));
  const format = formats[(collection?.files?.find((f) => f.name === name)?.format ?? collection?.format) as keyof typeof formats];
  const data = entry.get('data').toJS() as Record<string, unknown>;
  const file = filePath(entry, data);
  const raw = (entry.get('raw') as string | undefined) || undefined;
  nextSave({ raw, path: file, schema: type.schema, data });
  return { file, key: type.key, schema: type.schema, text: format.toFile(data), raw };
}

let snapshot: ContentSnapshot = { files: [], facts: { pictures: [], icons: [] } };
let iconModules: AdminSnapshot['iconModules'] = {};
/** Each open preview's redraw: called when what it draws with has arrived (the snapshot and validators, the highlighter). */
const redraws = new Set<() => void>();
/**
 * What the check needs, the content snapshot and the schemas' compiled validators (a file of its
 * own, esbuild's splitting), read beside Decap's start rather than before it: the first screen (the
 * collections) needs neither. The check, the preview and the save wait for it.
 */
let checkReady = false;
let checker: typeof import('./check-and-preview.ts') | undefined;
const checking = Promise.all([fetch(settings.snapshot).then((res) => res.json() as Promise<AdminSnapshot>), import('admin:validators'), import('./check-and-preview.ts')]).then(([loaded, compiled, loadedChecker]) => {
  snapshot = { files: loaded.files, facts: loaded.facts };
  iconModules = loaded.iconModules;
  checker = loadedChecker;
  // The compiled file is CommonJS: its exports are the namespace's default (and, in some bundlings, its names too).
  const exported = ((compiled as { default?: unknown }).default ?? compiled) as Record<string, never>;
  validators = new Map(Object.entries(exported).filter(([, v]) => typeof v === 'function'));
  checkReady = true;
  performance.mark('admin:snapshot');
  redraws.forEach((redraw) => redraw());
});
/** Pictures uploaded in this session, as served paths: the snapshot does not have them, the entries may name them. */
const uploaded = new Set<string>();

/** Pictures uploaded in this entry's form (Decap keeps them on the entry and saves them with it), as served paths. */
function uploadedPictures(entry: Entry): string[] {
  const media = (entry.get('mediaFiles') as { toJS(): { path?: string }[] } | undefined)?.toJS() ?? [];
  const { media_folder: folder, public_folder: served } = settings.config;
  return media.map((m) => m.path).filter((path): path is string => typeof path === 'string')
    .map((path) => path.replace(/^\/+/, '')).filter((path) => path.startsWith(`${folder}/`)).map((path) => `${served}${path.slice(folder.length)}`);
}

function check(entry: Entry) {
  for (const picture of uploadedPictures(entry)) uploaded.add(picture);
  const { file, key, text } = serialize(entry);
  // Called once `checking` has resolved: the preview waits for it (`ready`), the save and the check while typing await it.
  return { file, ...checker!.checkEntry(snapshot, { file, type: key, text, uploaded: [...uploaded] }, validators, checker!.siteRegistry) };
}

/** One line per problem, in the form's words: the field by its labels, what is wrong, what to do. */
export function problemLine(p: Problem & { where: string }): string {
  return `${p.where}: ${p.message}${p.hint ? ` (${p.hint})` : ''}.`;
}

/** The fields of the form an entry is edited in. */
function formFields(entry: Entry): DecapField[] {
  const collection = settings.config.collections.find((c) => c.name === entry.get('collection'));
  return collection?.fields ?? collection?.files?.find((f) => f.name === entry.get('slug'))?.fields ?? collection?.files?.[0]?.fields ?? [];
}

/** What Decap's toast shows after "Not saved:": the sentences alone, without JavaScript's "Error:" (an error without a name prints its message only). */
function plainError(text: string): Error {
  const error = new Error(text);
  error.name = '';
  return error;
}

/**
 * The preview's check: the entry as it is, or when its own fields are empty or wrong, with a
 * placeholder in each of them (the preview shows what there is; the fields say what is missing).
 */
function checkForPreview(entry: Entry): ReturnType<typeof check> & { placeholders: string[]; fitted: string[] } {
  const checked = check(entry);
  if (checked.content) return { ...checked, placeholders: [], fitted: [] };
  const name = typeName(entry);
  const collection = settings.config.collections.find((c) => c.name === entry.get('collection'));
  const fields = (collection?.files ? collection.files.find((f) => f.name === name)?.fields : collection?.fields) ?? [];
  let data = entry.get('data').toJS() as Record<string, unknown>;
  const filled: string[] = [];
  const fitted: string[] = [];
  let attempt = checked;
  // A placeholder the check refuses (too short) is followed by a longer one: a few rounds.
  for (let round = 0; round < 5 && !attempt.content; round++) {
    const paths = attempt.problems.filter((p) => p.severity === 'error' && p.field).map((p) => p.field!);
    const next = withPlaceholders(data, fields, paths);
    if (sameData(next.data, data)) break;
    data = next.data;
    filled.push(...next.filled.filter((f) => !filled.includes(f)));
    fitted.push(...next.fitted.filter((f) => !fitted.includes(f) && !filled.includes(f)));
    attempt = check(entry.set('data', fromJS(data)) as Entry);
  }
  return attempt.content ? { ...attempt, problems: checked.problems, placeholders: filled, fitted: fitted.filter((f) => !filled.includes(f)) } : { ...checked, placeholders: [], fitted: [] };
}

/** Top-level fields the editor has changed since opening the entry, per entry: only their problems show while typing. */
const opened = new Map<string, { data: Record<string, unknown>; all: boolean }>();
const entryKey = (entry: Entry) => `${entry.get('collection')}/${entry.get('slug') ?? 'new'}/${entry.get('path') ?? ''}`;
let liveTimer: ReturnType<typeof setTimeout> | undefined;

/** The check's problems on the fields the editor has touched, half a second after the last change. */
function checkWhileTyping(entry: Entry): void {
  const data = entry.get('data').toJS() as Record<string, unknown>;
  const key = entryKey(entry);
  const first = opened.get(key);
  if (!first) {
    opened.set(key, { data, all: false });
    return;
  }
  // A changed field's message goes at once; the check says again, after a pause, what is still wrong.
  clearChangedFields(data);
  clearTimeout(liveTimer);
  liveTimer = setTimeout(async () => {
    await checking;
    const touched = (field: string) => first.all || JSON.stringify(data[field] ?? null) !== JSON.stringify(first.data[field] ?? null);
    const errors = check(entry).problems.filter((p) => p.severity === 'error' && touched(topField(p.field ?? '')));
    showFieldProblems(errors.map((p) => inEditorWords(p, formFields(entry), data)), data, fieldMessage);
  }, 500);
}

/** The message under a field: the catalogue's message and its fix (the field is the one it is under). */
const fieldMessage = (p: Problem) => `${p.message}${p.hint ? ` ${p.hint}` : ''}`;

async function start() {
  // The preview draws icons from the modules the snapshot carries, as the build draws them from lucide-react's.
  // Shiki comes in its own file (esbuild's splitting), when a preview first shows code.
  const highlighter = lazyHighlighter(() => import('../lib/highlight.ts').then((m) => m.createHighlighter()), () => redraws.forEach((redraw) => redraw()));
  let renderTools: RenderTools | undefined;
  const draw = (checked: CheckedEntry, file: string) => checker!.previewHtml(checked, file, checker!.siteRegistry, (renderTools ??= { icons: checker!.createIconSet((name) => iconModules[name]), highlighter }));

  for (const [name, format] of Object.entries(formats)) CMS.registerCustomFormat(name, name === FRONTMATTER_FORMAT ? 'md' : 'yaml', format);
  CMS.registerWidget(KEY_VALUE_WIDGET, KeyValueControl as unknown as ComponentType<CmsWidgetControlProps>);
  CMS.registerWidget(NUMBER_OR_TEXT_WIDGET, NumberOrTextControl as unknown as ComponentType<CmsWidgetControlProps>);
  CMS.registerWidget(REFERENCE_WIDGET, ReferenceControl as unknown as ComponentType<CmsWidgetControlProps>);
  CMS.registerWidget(ICON_WIDGET, IconControl as unknown as ComponentType<CmsWidgetControlProps>);
  CMS.registerWidget(ADDRESS_WIDGET, AddressControl as unknown as ComponentType<CmsWidgetControlProps>);
  // Decap's own messages for a missing value and a wrong form, in the catalogue's words.
  const en = CMS.getLocale('en') as { editor: { editorControlPane: { widget: Record<string, string> } } };
  en.editor.editorControlPane.widget.required = `${Errors.SchemaRequired.title}: %{fieldLabel} is empty; fill it in.`;
  en.editor.editorControlPane.widget.regexPattern = '%{pattern}';
  // "Failed to persist entry: Error: …" in the editor's words: what happened, then our sentences.
  (en as unknown as { ui: { toast: Record<string, string> } }).ui.toast.onFailToPersist = 'Not saved: %{details} Change what the messages under the fields say, then save again.';

  // Throwing from preSave stops the save (persistEntry in decap-cms-core catches it and shows
  // "failed to persist entry" with our message); the panel lists every problem with its hint.
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      await checking;
      const fields = formFields(entry);
      const data = entry.get('data').toJS() as Record<string, unknown>;
      const errors = check(entry).problems.filter((p) => p.severity === 'error').map((p) => inEditorWords(p, fields, data));
      // From a refused save on, every field's problems show while typing.
      const seen = opened.get(entryKey(entry));
      if (seen && errors.length) seen.all = true;
      clearTimeout(liveTimer);
      showProblems(errors);
      showFieldProblems(errors, data, fieldMessage);
      if (errors.length) throw plainError(errors.map(problemLine).join(' '));
      return undefined;
    },
  });

  CMS.registerPreviewStyle(settings.stylesheet);
  // The preview renders on every change Decap makes to the entry: a changed field's message goes then.
  const Preview = createPreview({ check: checkForPreview, draw, changed: checkWhileTyping, pictures: settings.config.public_folder, redraws, ready: () => checkReady });
  for (const name of Object.keys(settings.types)) CMS.registerPreviewTemplate(name, Preview);

  reopenEntriesFresh();
  startCounters(settings.config.collections);
  startPhonePreview();
  // `npm run dev`'s local backend is a path on this page's own origin (build/dev/local-backend.ts); Decap wants a whole URL.
  const local = settings.config.local_backend;
  performance.mark('admin:init');
  CMS.init({ config: (typeof local === 'object' ? { ...settings.config, local_backend: { url: new URL(local.url, location.href).href } } : settings.config) as never });
}

const cannotStart = (error: Error) => {
  document.body.textContent = `The editor could not start: ${error.message}. Reload the page; if it happens again, tell the developers.`;
};
checking.catch(cannotStart);
start().catch(cannotStart);
