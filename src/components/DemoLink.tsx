import { useBuild } from './context.ts';
import { Icon } from './Icon.tsx';
import { ROOTS } from '../content/roots.ts';

/** What a visitor reads instead of a demo that has been down for a week (build/stages/link-health.ts). */
export const DEMO_UNAVAILABLE = 'temporarily unavailable — ask us for a walkthrough';

/** The contact form with the subject filled in (src/islands/ContactForm.tsx reads `?subject=`). */
export function walkthroughHref(project: string): string {
  return `${ROOTS.contact}?${new URLSearchParams({ subject: `Walkthrough of ${project}` })}`;
}

/**
 * A button to a project's live demo; when the weekly outside-link check has found the demo down
 * for a week, a link to the contact form asking for a walkthrough instead. It turns back into
 * the demo by itself on the first build after the demo answers again or its address is changed.
 */
export function DemoLink({ url, label, project, className, main = false }: { url: string; label: string; project: string; className: string; main?: boolean }) {
  const { unavailableDemos } = useBuild();
  if (unavailableDemos?.has(url)) {
    return (
      <a className={`${className} demo-unavailable`} href={walkthroughHref(project)}>
        {main ? 'Demo' : label} {DEMO_UNAVAILABLE}
      </a>
    );
  }
  return (
    <a className={className} href={url} target="_blank" rel="noopener" aria-label={`${label}: ${project} (opens in a new tab)`}>
      {label} <Icon name="external-link" size={16} />
    </a>
  );
}
