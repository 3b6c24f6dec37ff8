/** The not-found page's contextual suggestions, by words in the requested path (the specification's rules). */
export interface Suggestion {
  label: string;
  href: string;
}

const RULES: [RegExp, Suggestion[]][] = [
  [/service/, [{ label: 'Our Services', href: '/services' }, { label: 'Mobile App Development', href: '/services/mobile-app-development' }]],
  [/project|portfolio/, [{ label: 'Portfolio', href: '/portfolio' }, { label: 'Case Studies', href: '/case-studies' }]],
  [/about/, [{ label: 'About Us', href: '/about' }]],
  [/contact/, [{ label: 'Contact Us', href: '/contact' }]],
  [/blog/, [{ label: 'Blog', href: '/blog' }]],
  [/tech/, [{ label: 'Technologies', href: '/technologies' }]],
  [/industr/, [{ label: 'Industries', href: '/industries' }]],
];

export const DEFAULT_SUGGESTIONS: Suggestion[] = [
  { label: 'Services', href: '/services' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Contact', href: '/contact' },
];

export function suggestionsFor(path: string): Suggestion[] {
  const lower = path.toLowerCase();
  const found = RULES.filter(([re]) => re.test(lower)).flatMap(([, s]) => s);
  const unique = found.filter((s, i) => found.findIndex((t) => t.href === s.href) === i);
  return unique.length ? unique : DEFAULT_SUGGESTIONS;
}

/** Offered on the not-found page and when a site search finds nothing. */
export const POPULAR_SEARCHES = ['React development services', 'Mobile app development', 'Healthcare software solutions', 'E-commerce platform development', 'Node.js backend development', 'Python web development'];
