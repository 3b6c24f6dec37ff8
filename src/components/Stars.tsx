import { Icon } from './Icon.tsx';

export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p className="stars" role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <Icon key={i} name="star" size={16} className={i < Math.round(rating) ? 'star-on' : 'star-off'} />
      ))}
    </p>
  );
}
