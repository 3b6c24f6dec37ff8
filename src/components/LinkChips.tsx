import type { Link } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { useBuild } from './context.ts';
import type { Content, Entry } from '../content/model.ts';
import { pageOf } from '../content/definition.ts';

/** The pages links may lead to that have an icon of their own (industries, services, solutions, technologies), by path. */
function iconsByPage(content: Content): Map<string, string> {
  const entries: Entry<{ icon: string }>[] = [...content.industries, ...content.services, ...content.solutions, ...content.technologies];
  return new Map(entries.map((e) => [pageOf(e), e.data.icon]));
}

/** Links as chips; `strip` (a section's `variant: strip`): a compact row, each with the icon of the page it leads to. */
export function LinkChips({ items, strip = false }: { items: Link[]; strip?: boolean }) {
  const { content } = useBuild();
  if (strip) {
    const icons = iconsByPage(content);
    return (
      <ul className="tech-strip link-strip">
        {items.map((l) => (
          <li key={l.href}>
            <a className="tech-chip" href={l.href}>
              {icons.has(l.href) ? <Icon name={icons.get(l.href)!} size={18} /> : null}
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="chips">
      {items.map((l) => (
        <li key={l.href}>
          <a className="chip" href={l.href}>
            {l.label}
            <Icon name="arrow-up-right" size={14} />
          </a>
        </li>
      ))}
    </ul>
  );
}
