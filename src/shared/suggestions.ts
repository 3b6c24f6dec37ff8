/** The not-found page's contextual suggestions, by words in the requested path (the specification's rules). */
import { ROOTS } from '../content/roots.ts';
export interface Suggestion {
  label: string;
  href: string;
}

const RULES: [RegExp, Suggestion[]][] = [
  [/service/, [{ label: 'Our Services', href: ROOTS.services }, { label: 'Mobile App Development', href: '/services/mobile-app-development' }]],
  [/project|portfolio/, [{ label: 'Portfolio', href: ROOTS.portfolio }, { label: 'Case Studies', href: ROOTS.caseStudies }]],
  [/about/, [{ label: 'About Us', href: ROOTS.about }]],
  [/contact/, [{ label: 'Contact Us', href: ROOTS.contact }]],
  [/blog/, [{ label: 'Blog', href: ROOTS.blog }]],
  [/tech/, [{ label: 'Technologies', href: ROOTS.technologies }]],
  [/industr/, [{ label: 'Industries', href: ROOTS.industries }]],
];

export const DEFAULT_SUGGESTIONS: Suggestion[] = [
  { label: 'Services', href: ROOTS.services },
  { label: 'Portfolio', href: ROOTS.portfolio },
  { label: 'Contact', href: ROOTS.contact },
];

export function suggestionsFor(path: string): Suggestion[] {
  const lower = path.toLowerCase();
  const found = RULES.filter(([re]) => re.test(lower)).flatMap(([, s]) => s);
  const unique = found.filter((s, i) => found.findIndex((t) => t.href === s.href) === i);
  return unique.length ? unique : DEFAULT_SUGGESTIONS;
}

/** Offered on the not-found page and when a site search finds nothing. */
export const POPULAR_SEARCHES = ['React development services', 'Mobile app development', 'Healthcare software solutions', 'E-commerce platform development', 'Node.js backend development', 'Python web development'];
