import type { Stat } from '../content/types.ts';
import { Icon } from './Icon.tsx';

/** Figures with their labels, in boxes; `large`: very large figures without boxes (a section's `variant: statistic`). */
export function StatsStrip({ items, large = false }: { items: Stat[]; large?: boolean }) {
  return (
    <dl className={`stats stats-${Math.min(items.length, 6)}${large ? ' stats-large' : ''}`}>
      {items.map((s) => (
        <div className="stat" key={s.label}>
          <dt>{s.label}</dt>
          <dd className="stat-value">{s.value}</dd>
          {s.description ? <dd className="stat-desc">{s.description}</dd> : null}
          {s.icon && !large ? (
            <dd className="stat-icon" aria-hidden="true">
              <Icon name={s.icon} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
