/** Content entries as compact related links (see RelatedList). */
import type { Content, Entry } from './model.ts';
import type { CaseStudy, PortfolioProject, Service, Solution, Technology } from './types.ts';
import type { RelatedItem } from '../components/RelatedList.tsx';
import { pageOf } from './definition.ts';
import { CATEGORY_ICONS, TECHNOLOGY_KINDS } from './vocabulary.ts';

export const relatedService = (s: Entry<Service>): RelatedItem => ({ href: pageOf(s), icon: s.data.icon, title: s.data.title, meta: s.data.duration });
export const relatedSolution = (s: Entry<Solution>): RelatedItem => ({ href: pageOf(s), icon: s.data.icon, title: s.data.name, meta: 'Solution' });
export const relatedTechnology = (t: Entry<Technology>): RelatedItem => ({ href: pageOf(t), icon: t.data.icon, title: t.data.name, meta: TECHNOLOGY_KINDS[t.data.kind] });
export const relatedProject = (p: Entry<PortfolioProject>): RelatedItem => ({ href: pageOf(p), icon: CATEGORY_ICONS[p.data.category] ?? 'layers', title: p.data.title, meta: `${p.data.category} · ${p.data.year}` });
export function relatedCaseStudy(content: Content, c: Entry<CaseStudy>): RelatedItem {
  const top = c.data.results[0];
  return { href: pageOf(c), icon: 'chart-no-axes-combined', title: c.data.title, meta: top ? `${top.value} ${top.label}` : content.industries.find((i) => i.slug === c.data.industry)?.data.name };
}
