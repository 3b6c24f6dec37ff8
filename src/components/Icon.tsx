export interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/**
 * A Lucide icon, decorative (hidden from assistive technology). It references a symbol of the
 * page's sprite (see src/lib/icon-sprite.ts), so an icon used by 60 cards is in the HTML once;
 * the same component renders on the server and inside islands in the browser. Stroke and fill
 * are set once on the symbols.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg width={size} height={size} aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
