/**
 * Code highlighting at build time with Shiki: no client JavaScript. Tokens get one class for
 * the light theme's colour and one for the dark theme's, drawn by rules generated from the two
 * themes (`highlightCss`), so the Content-Security-Policy needs no inline styles.
 */
import { createHighlighterCoreSync, type HighlighterCore, type ThemeRegistrationAny } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import bash from 'shiki/langs/bash.mjs';
import hcl from 'shiki/langs/hcl.mjs';
import html from 'shiki/langs/html.mjs';
import ini from 'shiki/langs/ini.mjs';
import json from 'shiki/langs/json.mjs';
import kotlin from 'shiki/langs/kotlin.mjs';
import python from 'shiki/langs/python.mjs';
import solidity from 'shiki/langs/solidity.mjs';
import sql from 'shiki/langs/sql.mjs';
import swift from 'shiki/langs/swift.mjs';
import tsx from 'shiki/langs/tsx.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import vue from 'shiki/langs/vue.mjs';
import yaml from 'shiki/langs/yaml.mjs';
// The -default variants: their comment and keyword colours pass WCAG AA on their backgrounds.
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { escapeHtml, plainCodeBlock } from './code-frame.ts';

const LANGS = [bash, hcl, html, ini, json, kotlin, python, solidity, sql, swift, tsx, typescript, vue, yaml];
const ALIASES: Record<string, string> = { ts: 'typescript', js: 'typescript', javascript: 'typescript', sh: 'bash', shell: 'bash', zsh: 'bash', yml: 'yaml', py: 'python', kt: 'kotlin', terraform: 'hcl', toml: 'ini' };

/** Part of a cache's key (src/lib/highlight-cache.ts): bump it when the markup produced here changes. */
export const HIGHLIGHT_VERSION = 'shiki4-classes-3';

const colorClass = (prefix: string, color: string) => `${prefix}${color.replace('#', '').toLowerCase()}`;

export interface Highlighter {
  /** `<pre>` markup for a fenced block (uncoloured for languages we do not highlight). */
  highlight(code: string, lang: string): string;
  /**
   * Lets the compiled grammars go (a sizeable heap per render thread, which a cold build held
   * while it drew its pictures); a later `highlight` compiles them again.
   */
  release(): void;
}

/** Highlighted blocks kept between builds, by language and code (the build's is on disk: src/lib/highlight-cache.ts). */
export interface HighlightCache {
  get(lang: string, code: string): string | undefined;
  set(lang: string, code: string, html: string): void;
}

/**
 * Grammars compile on first use of each language, so builds without code pay nothing. With a
 * `cache`, a rebuild highlights only blocks that changed. This module reads no files: the
 * editor's preview highlights with it too.
 */
export function createHighlighter(cache?: HighlightCache): Highlighter {
  let core: HighlighterCore | undefined;
  const known = new Set<string>(LANGS.flat().map((l) => l.name));
  return {
    highlight(code, rawLang) {
      const lang = ALIASES[rawLang] ?? rawLang;
      // Plain text and unknown languages get the same frame, uncoloured.
      if (!known.has(lang)) return plainCodeBlock(code, rawLang);
      const cached = cache?.get(rawLang, code);
      if (cached !== undefined) return cached;
      const html = render(code, lang, rawLang);
      cache?.set(rawLang, code, html);
      return html;
    },
    release() {
      core?.dispose();
      core = undefined;
    },
  };

  function render(code: string, lang: string, rawLang: string): string {
      core ??= createHighlighterCoreSync({ themes: [githubLight, githubDark], langs: LANGS.flat(), engine: createJavaScriptRegexEngine() });
      // No time limit per line (Shiki's default is 500 ms): on a busy machine the first line a cold
      // grammar tokenised could exceed it, and the rest of that line came out in one colour, to be
      // kept in the cache (seen in the unit tests with several test processes starting at once).
      const lines = core.codeToTokensWithThemes(code.replace(/\n$/, ''), { lang, themes: { light: 'github-light-default', dark: 'github-dark-default' }, tokenizeTimeLimit: 0 });
      const body = lines
        .map((tokens) =>
          tokens
            .map((t) => {
              const light = t.variants.light?.color;
              const dark = t.variants.dark?.color;
              const cls = [light && colorClass('hl-', light), dark && colorClass('hd-', dark)].filter(Boolean).join(' ');
              return cls ? `<span class="${cls}">${escapeHtml(t.content)}</span>` : escapeHtml(t.content);
            })
            .join(''),
        )
        .join('\n');
      // Focusable, so keyboard users can scroll long lines (axe: scrollable-region-focusable).
      return `<pre class="code" tabindex="0" data-lang="${escapeHtml(rawLang)}"><code>${body}</code></pre>`;
  }
}

function themeColors(theme: ThemeRegistrationAny): Set<string> {
  const colors = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string' && /^#[0-9a-f]{3,8}$/i.test(v)) colors.add(v.toLowerCase());
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(theme.tokenColors ?? theme.settings);
  visit((theme.colors as Record<string, string> | undefined)?.['editor.foreground']);
  return colors;
}

/** CSS rules for every token colour of the two themes. */
export function highlightCss(): string {
  const light = [...themeColors(githubLight as ThemeRegistrationAny)].map((c) => `.${colorClass('hl-', c)}{color:${c}}`);
  const dark = [...themeColors(githubDark as ThemeRegistrationAny)].map((c) => `[data-theme=dark] .${colorClass('hd-', c)}{color:${c}}`);
  return [...light, ...dark].join('\n');
}
