/**
 * Lists derived from content at build time, so adding a project updates every page that
 * should mention it: projects and case studies per technology and industry, services per
 * technology, solutions per service.
 */
import type { Content, Entry } from './model.ts';
import type { CaseStudy, PortfolioProject, Service, Solution } from './types.ts';

export interface Relations {
  projectsByTechnology: Map<string, Entry<PortfolioProject>[]>;
  projectsByIndustry: Map<string, Entry<PortfolioProject>[]>;
  caseStudiesByTechnology: Map<string, Entry<CaseStudy>[]>;
  caseStudiesByIndustry: Map<string, Entry<CaseStudy>[]>;
  caseStudiesByService: Map<string, Entry<CaseStudy>[]>;
  servicesByTechnology: Map<string, Entry<Service>[]>;
  solutionsByService: Map<string, Entry<Solution>[]>;
  solutionsByTechnology: Map<string, Entry<Solution>[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#]/g, '');

export function buildRelations(content: Content): Relations {
  const r: Relations = {
    projectsByTechnology: new Map(),
    projectsByIndustry: new Map(),
    caseStudiesByTechnology: new Map(),
    caseStudiesByIndustry: new Map(),
    caseStudiesByService: new Map(),
    servicesByTechnology: new Map(),
    solutionsByService: new Map(),
    solutionsByTechnology: new Map(),
  };
  const techByName = new Map<string, string>();
  for (const t of content.technologies) for (const name of [t.data.name, t.slug, ...(t.data.aliases ?? [])]) techByName.set(norm(name), t.slug);
  const industryByName = new Map<string, string>();
  for (const i of content.industries) for (const name of [i.data.name, ...(i.data.aliases ?? [])]) industryByName.set(norm(name), i.slug);

  for (const p of content.portfolio) {
    for (const tech of p.data.technologies) {
      const slug = techByName.get(norm(tech));
      if (slug) push(r.projectsByTechnology, slug, p);
    }
    for (const name of [p.data.industry, p.data.category]) {
      const slug = industryByName.get(norm(name));
      if (slug) push(r.projectsByIndustry, slug, p);
    }
  }
  for (const c of content.caseStudies) {
    push(r.caseStudiesByIndustry, c.data.industry, c);
    for (const t of c.data.technologies) push(r.caseStudiesByTechnology, t, c);
    for (const s of c.data.services ?? []) push(r.caseStudiesByService, s, c);
  }
  for (const s of content.services) {
    for (const t of s.data.technologies) push(r.servicesByTechnology, t, s);
    for (const sol of s.data.solutions ?? []) {
      const solution = content.solutions.find((x) => x.slug === sol);
      if (solution) push(r.solutionsByService, s.slug, solution);
    }
  }
  for (const t of content.technologies) {
    for (const s of t.data.services ?? []) {
      const service = content.services.find((x) => x.slug === s);
      if (service) push(r.servicesByTechnology, t.slug, service);
    }
  }
  for (const sol of content.solutions) {
    for (const t of sol.data.technologies ?? []) push(r.solutionsByTechnology, t, sol);
    for (const s of sol.data.services ?? []) push(r.solutionsByService, s, sol);
  }
  return r;
}
