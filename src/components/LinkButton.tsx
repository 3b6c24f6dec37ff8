import type { Link } from '../content/types.ts';
import { Icon } from './Icon.tsx';

/** A link drawn as a button (primary, secondary, ghost) or as a plain text link with an arrow. */
export function LinkButton({ link, size = 'md' }: { link: Link; size?: 'md' | 'lg' }) {
  const external = link.external || /^https?:\/\//.test(link.href);
  const className = link.variant ? `btn btn-${link.variant}${size === 'lg' ? ' btn-lg' : ''}` : 'text-link';
  return (
    <a href={link.href} className={className} {...(external ? { target: '_blank', rel: 'noopener' } : {})}>
      {link.label}
      {!link.variant || link.variant === 'primary' ? <Icon name="arrow-right" size={16} /> : null}
    </a>
  );
}

export function Actions({ links, size }: { links?: Link[]; size?: 'md' | 'lg' }) {
  if (!links?.length) return null;
  return (
    <div className="actions">
      {links.map((l) => (
        <LinkButton key={l.href + l.label} link={l} size={size} />
      ))}
    </div>
  );
}
