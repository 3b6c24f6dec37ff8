/**
 * Every island: its marker name and the module whose default export is its component. The
 * client entry loads an island's module only on pages that contain its marker; esbuild puts
 * each in its own chunk. Server code imports the components directly (see Island.tsx).
 */
import type { ComponentType } from 'react';

export const islands = {
  'team-tabs': () => import('./TeamTabs.tsx'),
  'portfolio-filter': () => import('./PortfolioFilter.tsx'),
  'not-found': () => import('./NotFoundHelp.tsx'),
  'site-search': () => import('./SiteSearch.tsx'),
  'contact-form': () => import('./ContactForm.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islands;
