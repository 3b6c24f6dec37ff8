import type { Crumb } from '../components/Breadcrumbs.tsx';
import { segmentLabel } from './text.ts';

/**
 * Home plus one entry per path segment, named by the specification's rule (hyphens to spaces,
 * first letter capitalised). Segments that are not pages themselves (such as /portfolio/category)
 * are left out so no breadcrumb links to a missing page.
 */
export function crumbsFor(path: string, isRoute: (path: string) => boolean): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (path === '/') return crumbs;
  const segments = path.split('/').filter(Boolean);
  segments.forEach((segment, i) => {
    const at = `/${segments.slice(0, i + 1).join('/')}`;
    if (i === segments.length - 1 || isRoute(at)) crumbs.push({ name: segmentLabel(segment), path: at });
  });
  return crumbs;
}
