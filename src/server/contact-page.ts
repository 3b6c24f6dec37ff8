/**
 * Renders /contact on the server with a visitor's values and field errors, through the same
 * template and assets as the static build (answer to a form post without JavaScript).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { hasErrors, formatProblems } from '../../build/problems.ts';
import { createBuildContext, createLayoutCache, renderRoute } from '../render/page.ts';
import { renderToolsFromDisk } from '../render/disk-tools.ts';
import type { Assets } from '../components/Document.tsx';
import { COVERS_MANIFEST, socialCard, type ResponsiveImage } from '../lib/images.ts';
import type { ContactFormState } from '../islands/ContactForm.tsx';
import type { Content } from '../content/model.ts';
import type { RouteTable } from '../../build/routes.ts';

/** The site's content and route table, as the build sees them; the server refuses to start on content errors. */
export function loadSiteContent(root: string): { content: Content; table: RouteTable } {
  const checked = checkContent(projectPaths(root));
  if (hasErrors(checked.problems) || !checked.content || !checked.table) throw new Error(`content has problems:\n${formatProblems(checked.problems)}`);
  return { content: checked.content, table: checked.table };
}

export function createContactRenderer({ content, table }: { content: Content; table: RouteTable }, dist: string): (values: Record<string, string>, errors: ContactFormState['errors']) => string {
  const assets = JSON.parse(readFileSync(join(dist, 'assets', 'manifest.json'), 'utf8')) as Assets;
  const covers = new Map(Object.entries(JSON.parse(readFileSync(join(dist, COVERS_MANIFEST), 'utf8')) as Record<string, ResponsiveImage>));
  const route = table.routes.find((r) => r.path === '/contact');
  if (!route) throw new Error('content/pages/contact.yaml is missing');
  const paths = new Set(table.routes.map((r) => r.path));
  // Social card URLs follow from the route alone (the build wrote the files).
  const input = { content, table, assets, covers, socialImage: () => socialCard(content.site.origin, route.path) };
  const tools = renderToolsFromDisk();
  return (values, errors) => {
    const ctx = { ...createBuildContext(content, table, covers, tools), formState: { values, errors } };
    return renderRoute(route, ctx, createLayoutCache(ctx), input, (p) => paths.has(p)).html;
  };
}
