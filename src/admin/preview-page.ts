/**
 * The preview's page: the edited entry's route rendered by our templates (the registry's
 * `templates`, chosen by its `route`) with `createBuildContext`, as the build renders it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createBuildContext, type RenderTools } from '../render/page.ts';
import { BuildContextValue } from '../components/context.ts';
import { crumbsFor } from '../lib/breadcrumbs.ts';
import { iconNames, spriteOf } from '../lib/icon-sprite.ts';
import type { Registry } from '../content/definition.ts';
import type { CheckedEntry } from './check.ts';
import { editorCovers } from './preview-pictures.ts';

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
