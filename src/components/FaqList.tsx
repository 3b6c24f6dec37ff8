import type { Faq } from '../content/types.ts';
import { Markdown } from './Markdown.tsx';

/** Questions as native disclosure widgets: they work without JavaScript and with the keyboard. */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="faq">
      {items.map((f) => (
        <details key={f.question}>
          <summary>{f.question}</summary>
          <Markdown source={f.answer} />
        </details>
      ))}
    </div>
  );
}
