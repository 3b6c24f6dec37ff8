/**
 * What the editor loads beside its start, not before it (`import()` in src/admin/main.tsx, a file of
 * its own by esbuild's splitting): the check (the build's stages), the site's registry with its
 * templates, and the preview's page rendering. The first screen, the collections, needs none of it.
 */
export { checkEntry } from './check.ts';
export { previewHtml } from './preview-page.ts';
export { siteRegistry } from '../collections.ts';
export { createIconSet } from '../components/icons.ts';
