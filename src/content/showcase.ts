/**
 * Content entries as evidence for a page's first screen (src/components/HeroShowcase.tsx): the
 * item's cover, its title, one figure in context and where it runs. Pure: entries in, items out.
 */
import type { Content, Entry, MarkdownEntry } from './model.ts';
import type { BlogArticleFrontMatter, CaseStudy, PortfolioProject, Technology } from './types.ts';
import { nameKey, namesOf, pageOf } from './definition.ts';

export interface ShowcaseItem {
  href: string;
  title: string;
  /** The entry whose cover it shows. */
  cover: Entry<unknown>;
  /** One figure with what it counts, for example 250K+ subscribers. */
  figure?: { value: string; label: string };
  /** Where it runs or what it is: platforms, an industry, a category. */
  context?: string;
}

/** How many items a first screen shows: one large, two beside. */
export const SHOWCASE_SIZE = 3;

/** Abbreviations in metric keys, written as a reader expects them. */
const METRIC_WORDS: Record<string, string> = { sla: 'SLA', pvp: 'PvP', avg: 'average', kpi: 'KPI', nps: 'NPS', api: 'API', roi: 'ROI' };

/**
 * A project's metric key as the words a visitor reads (the stylesheet capitalises them):
 * `activeUsers` → active users, `day30Retention` → day 30 retention, `resolvedInSla` → resolved in SLA.
 */
export function metricLabel(key: string): string {
  return key
    .replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Za-z])|_+/g, (_, a = '', b = '') => `${a}${b} `)
    .toLowerCase()
    .split(/\s+/)
    .map((word) => METRIC_WORDS[word] ?? word)
    .join(' ')
    .trim();
}

export function projectItem(p: Entry<PortfolioProject>): ShowcaseItem {
  const [label, value] = Object.entries(p.data.metrics ?? {})[0] ?? [];
  return {
    href: pageOf(p),
    title: p.data.title,
    cover: p,
    figure: value ? { value: String(value), label: metricLabel(label) } : undefined,
    context: (p.data.platforms ?? []).slice(0, 3).join(' · ') || p.data.category,
  };
}

export function caseStudyItem(content: Content, c: Entry<CaseStudy>): ShowcaseItem {
  const top = c.data.results[0];
  return {
    href: pageOf(c),
    title: c.data.title,
    cover: c,
    figure: top ? { value: top.value, label: top.label } : undefined,
    context: content.industries.find((i) => i.slug === c.data.industry)?.data.name,
  };
}

export function articleItem(a: MarkdownEntry<BlogArticleFrontMatter>): ShowcaseItem {
  return { href: pageOf(a), title: a.data.title, cover: a, context: a.data.category };
}

/** Featured projects first, then the rest, in content order: what the home page and the portfolio lead with. */
export function leadingProjects(projects: Entry<PortfolioProject>[]): Entry<PortfolioProject>[] {
  return [...projects.filter((p) => p.data.featured), ...projects.filter((p) => !p.data.featured)].slice(0, SHOWCASE_SIZE);
}

/**
 * The projects built with the technologies (by any of their names, `nameKey`, as projects name them), closest
 * first: a technology listed earlier (a service's or solution's leading one) outweighs all those listed after it, so a
 * project sharing it comes before one sharing only the common tools listed after; ties keep
 * content order.
 */
export function projectsUsing(projects: Entry<PortfolioProject>[], technologies: Entry<Technology>[]): Entry<PortfolioProject>[] {
  const weight = new Map<string, number>();
  technologies.forEach((t, i) => {
    for (const name of namesOf(t)) if (!weight.has(nameKey(name))) weight.set(nameKey(name), 2 ** (technologies.length - 1 - i));
  });
  const closeness = (p: Entry<PortfolioProject>) => p.data.technologies.reduce((sum, t) => sum + (weight.get(nameKey(t)) ?? 0), 0);
  return projects.filter((p) => closeness(p) > 0).sort((a, b) => closeness(b) - closeness(a));
}
