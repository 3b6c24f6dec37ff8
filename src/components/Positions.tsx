import type { PositionsSection } from '../content/types.ts';
import { Icon } from './Icon.tsx';

export function Positions({ items }: { items: PositionsSection['items'] }) {
  return (
    <ul className="stack">
      {items.map((p) => (
        <li className="card position" key={p.title}>
          <h3 className="card-title">{p.title}</h3>
          <ul className="meta-row">
            <li><Icon name="users" size={16} />{p.team}</li>
            <li><Icon name="map-pin" size={16} />{p.location}</li>
            <li><Icon name="briefcase" size={16} />{p.type}</li>
            <li><Icon name="clock" size={16} />{p.experience}</li>
          </ul>
          <p>{p.description}</p>
          <ul className="checklist">
            {p.requirements.map((r) => (
              <li key={r}><Icon name="check" size={16} />{r}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
