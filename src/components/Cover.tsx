import { Icon } from './Icon.tsx';

/** One of 12 hues per category, so covers of one category look alike and categories differ. */
function hueBucket(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 9973;
  return h % 12;
}

/**
 * A branded cover drawn in CSS from the item's category and icon, used when content gives no image,
 * so no card ever shows an empty box.
 */
export function Cover({ label, icon, image, alt }: { label: string; icon: string; image?: string; alt?: string }) {
  if (image) return <img className="cover" src={image} alt={alt ?? ''} width={640} height={360} loading="lazy" decoding="async" />;
  return (
    <div className="cover cover-generated" data-hue={hueBucket(label)} aria-hidden="true">
      <Icon name={icon} size={40} />
      <span>{label}</span>
    </div>
  );
}
