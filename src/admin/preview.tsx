/**
 * The live preview: the edited entry's page rendered by our own templates (the registry's
 * `templates`, chosen by its `route`), from the content the check assembled with the edit in
 * place, with the site's stylesheet (registered with `CMS.registerPreviewStyle`) and a light/dark
 * switch. Entries without a page of their own (site.yaml, redirects) preview the home page.
 */
import { createElement, useEffect, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { createBuildContext, type RenderTools } from '../render/page.ts';
import { BuildContextValue } from '../components/context.ts';
import { crumbsFor } from '../lib/breadcrumbs.ts';
import { iconNames, spriteOf } from '../lib/icon-sprite.ts';
import type { Registry } from '../content/definition.ts';
import type { CheckedEntry } from './check.ts';
import { editorCovers, withPicturesInHand } from './preview-pictures.ts';

export interface PreviewSource {
  /**
   * The entry's check with the edit in place (content and route table when it is sound, or when
   * it is once `placeholders` stand in for the fields named, by their labels).
   */
  check(entry: PreviewTemplateComponentProps['entry']): CheckedEntry & { file: string; placeholders?: string[]; fitted?: string[] };
  registry: Registry;
  /** Icons (from the snapshot) and the code highlighter the page is drawn with. */
  tools: RenderTools;
  /** Told of each entry the preview draws (every change in the form). */
  changed?(entry: PreviewTemplateComponentProps['entry']): void;
  /** Where the site serves the pictures in content (Decap's `public_folder`, `/images`). */
  pictures: string;
}

/** The `<main>` markup of the route made from `file`, with the icons it uses; covers are the entries' own pictures. */
export function previewHtml(checked: CheckedEntry, file: string, registry: Registry, tools: RenderTools): string {
  const { content, table } = checked;
  if (!content || !table) return '';
  const route = table.routes.find((r) => r.source === file) ?? table.routes.find((r) => r.path === '/');
  if (!route) return '';
  const ctx = createBuildContext(content, table, editorCovers(content, registry), registry, tools);
  const paths = new Set(table.routes.map((r) => r.path));
  const Template = table.templates[route.template] as unknown as (props: Record<string, unknown>) => React.ReactNode;
  const main = renderToStaticMarkup(createElement(BuildContextValue.Provider, { value: ctx }, createElement(Template, { ...route.props, crumbs: crumbsFor(route.path, (p) => paths.has(p), route.name) })));
  return `<div hidden>${spriteOf(iconNames(main), ctx.icons)}</div><main id="main">${main}</main>`;
}

export function createPreview(source: PreviewSource) {
  return function Preview(props: PreviewTemplateComponentProps) {
    const prefersDark = props.window?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    const [theme, setTheme] = useState<'light' | 'dark'>(prefersDark ? 'dark' : 'light');
    useEffect(() => {
      props.document.documentElement.dataset.theme = theme;
    }, [theme, props.document]);
    useEffect(() => source.changed?.(props.entry), [props.entry]);
    let html = '';
    let note = '';
    try {
      const checked = source.check(props.entry);
      // A picture just uploaded is not on the site yet: the page shows it from the editor's hands.
      html = withPicturesInHand(previewHtml(checked, checked.file, source.registry, source.tools), source.pictures, (path) => props.getAsset(path)?.toString());
      const placeholders = checked.placeholders ?? [];
      const fitted = checked.fitted ?? [];
      // The problems themselves are under their fields: the preview only says what stands in for what.
      const notes = [
        placeholders.length ? `Shown with placeholders for ${placeholders.join(', ')}: fill ${placeholders.length === 1 ? 'it' : 'them'} in to see the page as it will be.` : '',
        fitted.length ? `${fitted.join(', ')}: shown as typed, fitted to the length allowed; the message under the field says what to change.` : '',
      ].filter(Boolean);
      if (html && notes.length) note = notes.join(' ');
      else if (!html) note = 'The preview appears when the fields marked in the form are filled in.';
    } catch {
      note = 'The preview cannot be drawn from these values yet; the fields marked in the form say what to change.';
    }
    return (
      <div data-slot="admin-preview">
        <p className="container">
          <button type="button" className="btn btn-ghost" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
            {theme === 'dark' ? 'Show the light theme' : 'Show the dark theme'}
          </button>
        </p>
        {note && (
          <p className="container" data-slot="admin-preview-note" role="status">
            {note}
          </p>
        )}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    );
  };
}
