import type { Crumb } from '../components/Breadcrumbs.tsx';
import { segmentLabel } from './text.ts';

/**
 * Home plus one entry per path segment, named by the specification's rule (hyphens to spaces,
 * first letter capitalised), except the last, the page itself, which is called by its name when
 * it has one (an entry's title: "MediConnect Telehealth", not "Mediconnect telehealth"). Segments
 * that are not pages themselves (such as /portfolio/category) are left out so no breadcrumb links
 * to a missing page.
 */
export function crumbsFor(path: string, isRoute: (path: string) => boolean, name?: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (path === '/') return crumbs;
  const segments = path.split('/').filter(Boolean);
  segments.forEach((segment, i) => {
    const at = `/${segments.slice(0, i + 1).join('/')}`;
    const last = i === segments.length - 1;
    if (last || isRoute(at)) crumbs.push({ name: (last && name) || segmentLabel(segment), path: at });
  });
  return crumbs;
}
