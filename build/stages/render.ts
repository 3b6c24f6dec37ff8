/**
 * Stage 6, render: every route through its template inside the document shell, with
 * react-dom/server (src/render/page.ts, shared with the server). Input: content, route table,
 * asset URLs. Output: one HTML string per route.
 */
import { currentNavItem } from '../../src/components/Header.tsx';
import { createBuildContext, createLayoutCache, renderRoute, type RenderInput } from '../../src/render/page.ts';
import type { RenderedPage } from './links.ts';
import type { Route } from '../routes.ts';

export type { RenderInput };

export interface Renderer {
  render(route: Route): RenderedPage;
  /** The shared parts, for the link check: every header variant and the footer. */
  layout(): string[];
}

export function createRenderer(input: RenderInput): Renderer {
  const ctx = createBuildContext(input.content, input.table, input.cacheDir, input.registry);
  const layout = createLayoutCache(ctx);
  const paths = new Set(input.table.routes.map((r) => r.path));
  const isRoute = (p: string) => paths.has(p);
  return {
    render: (route) => renderRoute(route, ctx, layout, input, isRoute),
    layout() {
      const variants = new Set(input.table.routes.map((r) => currentNavItem(input.content.site, r.path)));
      return [...[...variants].map((v) => layout.header(v)), layout.footer];
    },
  };
}
