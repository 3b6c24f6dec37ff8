/**
 * The client entry for pages without islands: theme toggle, mobile menu, about tabs and the
 * not-found page's path and Go Back. Everything it touches is server-rendered and works without it.
 */
import { initMenu } from './menu.ts';
import { initTabs } from './tabs.ts';
import { initTheme } from './theme.ts';
import { initNotFound } from './not-found.ts';

initTheme();
initMenu();
document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(initTabs);
initNotFound();
