import type { Stat } from '../content/types.ts';
import { Icon } from './Icon.tsx';

export function StatsStrip({ items }: { items: Stat[] }) {
  return (
    <dl className={`stats stats-${Math.min(items.length, 6)}`}>
      {items.map((s) => (
        <div className="stat" key={s.label}>
          <dt>{s.label}</dt>
          <dd className="stat-value">{s.value}</dd>
          {s.description ? <dd className="stat-desc">{s.description}</dd> : null}
          {s.icon ? (
            <dd className="stat-icon" aria-hidden="true">
              <Icon name={s.icon} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
