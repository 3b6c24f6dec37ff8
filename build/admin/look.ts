/**
 * The editor's own look, inlined in dist/admin/index.html: the site's design tokens (the light
 * theme's custom properties of src/styles/tokens.css), the login screen in the site's colours
 * with its name above the logo, and the collections of the sidebar under the headings editors
 * think in (Decap has no groups of its own: a heading is drawn before each group's first link).
 */
/** The collections under each heading of the sidebar, in order (Decap collection names). */
export const EDITOR_GROUPS: { label: string; collections: string[] }[] = [
  { label: 'Pages', collections: ['pages', 'legal', 'docs'] },
  { label: 'Work', collections: ['portfolio', 'caseStudies'] },
  { label: 'Services & expertise', collections: ['services', 'solutions', 'industries', 'technologies'] },
  { label: 'Blog', collections: ['articles'] },
  { label: 'Settings', collections: ['site', 'redirects'] },
];

/** Collection names in the sidebar's order: grouped, then any collection no group names, as the registry lists them. */
export function sidebarOrder(names: string[]): string[] {
  const grouped = EDITOR_GROUPS.flatMap((g) => g.collections).filter((n) => names.includes(n));
  return [...grouped, ...names.filter((n) => !grouped.includes(n))];
}

/** Decap's login screen: its AuthenticationPage (emotion keeps the component's name in the class). */
const LOGIN = '#nc-root section[class*="AuthenticationPage"]';

const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;

/** The `:root { … }` block of the site's tokens (light theme). */
function siteTokens(tokensCss: string): string {
  return /^:root \{[\s\S]*?\n\}/m.exec(tokensCss)?.[0] ?? '';
}

/** `tokensCss` is the text of src/styles/tokens.css (the admin stage reads it). */
export function editorLook(tokensCss: string, siteName: string, names: string[]): string {
  const headings = EDITOR_GROUPS.map((g) => {
    const first = g.collections.find((n) => names.includes(n));
    return first ? `aside li:has(> a[data-testid="${first}"])::before { content: ${cssString(g.label)}; }` : '';
  }).filter(Boolean);
  return [
    siteTokens(tokensCss),
    // Decap's login screen (its AuthenticationPage: a section holding the logo and the login button).
    `body:has(${LOGIN}) { background: var(--color-primary-soft); }`,
    `${LOGIN} { font-family: var(--font-sans); }`,
    `${LOGIN}::before { content: ${cssString(siteName)}; order: 1; font: 700 1.75rem/1.2 var(--font-sans); color: var(--color-text); text-align: center; margin: 1rem 0 0.25rem; }`,
    `${LOGIN}::after { content: "Sign in to edit the site's pages, work, services and blog."; order: 2; font: 400 1rem/1.4 var(--font-sans); color: var(--color-text-muted); text-align: center; margin: 0 1rem 1.5rem; }`,
    `${LOGIN} > span { order: 0; width: auto; height: auto; }`,
    `${LOGIN} > span img { width: 72px; height: 72px; }`,
    `${LOGIN} > button { order: 3; background: var(--color-primary); color: var(--color-on-primary); font: 600 1rem/1 var(--font-sans); padding: 0.75rem 2rem; height: auto; border-radius: 8px; }`,
    `${LOGIN} > button:hover { background: var(--color-primary-hover); }`,
    `${LOGIN} > a { order: 4; }`,
    // The sidebar's group headings: small capitals above each group's first collection.
    `aside li:has(> a[data-testid])::before { display: block; padding: 14px 18px 4px; font: 700 11px/1.2 var(--font-sans); letter-spacing: 0.08em; text-transform: uppercase; color: #5d626f; }`,
    ...headings,
  ].join('\n');
}
