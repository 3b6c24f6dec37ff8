import { Icon } from './Icon.tsx';

/** What the page's subject delivers, as icon and title tiles beside its heading: for an entry with no project to show yet. */
export function HeroPoints({ items }: { items: { icon?: string; title: string }[] }) {
  if (!items.length) return null;
  return (
    <ul className="hero-points">
      {items.slice(0, 6).map((item) => (
        <li className="hero-point card" key={item.title}>
          {item.icon ? <span className="feature-icon"><Icon name={item.icon} size={20} /></span> : null}
          <span className="hero-point-title">{item.title}</span>
        </li>
      ))}
    </ul>
  );
}
