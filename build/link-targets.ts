/**
 * What a site path in a link may lead to: a route, a redirect's old path, or a file (an image, an
 * asset). Shared by the content links stage (./stages/content-links.ts) and the rendered links
 * stage (./stages/rendered-links.ts).
 */
import type { RouteTable } from './routes.ts';
import type { SourceFile } from './stages/parse.ts';

export interface LinkTargets {
  has(path: string): boolean;
  known(): string[];
}

/** Paths a link may point at: routes, redirect sources, and any extra files (images, assets). */
export function linkTargets(table: RouteTable, files: Iterable<string> = []): LinkTargets {
  const set = new Set<string>([...table.routes.map((r) => r.path), ...table.redirects.map((r) => r.from), ...files]);
  return { has: (p) => set.has(p), known: () => [...set].filter((p) => !p.includes('.')) };
}

/** `/contact?service=x#form` → `/contact`; trailing slashes ignored. */
export function linkPath(href: string): string {
  const path = href.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}

/** Image paths named in content count as link targets; their existence is checked by crossref. */
export function imageRoutes(files: SourceFile[]): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.startsWith('/images/')) out.push(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  files.forEach((f) => visit(f.data));
  return out;
}
