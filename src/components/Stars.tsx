import { fill } from '../content/counts.ts';
import { Icon } from './Icon.tsx';
import { useSite } from './context.ts';

export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const words = useSite().copy.layout;
  return (
    <p className="stars" role="img" aria-label={fill(words.rating, { rating, max })}>
      {Array.from({ length: max }, (_, i) => (
        <Icon key={i} name="star" size={16} className={i < Math.round(rating) ? 'star-on' : 'star-off'} />
      ))}
    </p>
  );
}
