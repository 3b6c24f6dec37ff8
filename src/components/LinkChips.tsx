import type { Link } from '../content/types.ts';
import { Icon } from './Icon.tsx';

export function LinkChips({ items }: { items: Link[] }) {
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
