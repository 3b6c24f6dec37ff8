/**
 * The client entry: theme toggle, mobile menu, about tabs, portfolio filters and the not-found
 * page's path, suggestions and search. Everything it touches is server-rendered and works without it.
 */
import { initMenu } from './menu.ts';
import { initTabs } from './tabs.ts';
import { initTheme } from './theme.ts';
import { initNotFound } from './not-found.ts';
import { initPortfolioFilter } from './portfolio-filter.ts';

initTheme();
initMenu();
document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(initTabs);
initNotFound();
document.querySelectorAll<HTMLElement>('[data-portfolio-explorer]').forEach(initPortfolioFilter);
