import { renderInline, renderMarkdown } from '../lib/markdown.ts';
import { useBuild } from './context.ts';

/** Markdown rendered at build time (raw HTML disabled in the renderer, so this is safe to inject). */
export function Markdown({ source, className = 'prose' }: { source: string; className?: string }) {
  const { html } = renderMarkdown(useBuild().markdown, source);
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function InlineMarkdown({ source }: { source: string }) {
  return <span dangerouslySetInnerHTML={{ __html: renderInline(useBuild().markdown, source) }} />;
}
