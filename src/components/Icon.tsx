import { useIcons } from './context.ts';

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/** A Lucide icon as inline SVG, decorative (hidden from assistive technology). */
export function Icon({ name, size = 24, className }: IconProps) {
  // The inner markup is trusted build-time data from lucide-react, built once per icon.
  const inner = useIcons().markup(name);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
