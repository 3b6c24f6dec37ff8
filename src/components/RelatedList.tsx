import { Icon } from './Icon.tsx';

export interface RelatedItem {
  href: string;
  icon: string;
  title: string;
  /** A short qualifier such as a category or a headline result. */
  meta?: string;
}

/**
 * Related pages as compact links. Detail pages link onward without repeating other pages'
 * descriptions, which would make pages of a family read alike (and rank as duplicates).
 */
export function RelatedList({ items }: { items: RelatedItem[] }) {
  return (
    <ul className="related-list">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href}>
            <span className="related-icon"><Icon name={item.icon} size={20} /></span>
            <span>
              <span className="related-title">{item.title}</span>
              {item.meta ? <span className="related-meta">{item.meta}</span> : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
