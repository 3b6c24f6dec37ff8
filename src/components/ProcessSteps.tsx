import type { ProcessStep } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { useSite } from './context.ts';

export function ProcessSteps({ items }: { items: ProcessStep[] }) {
  const words = useSite().copy.layout;
  return (
    <ol className="steps">
      {items.map((s, i) => (
        <li className="step" key={s.title}>
          <span className="step-number" aria-hidden="true">{s.step ?? String(i + 1).padStart(2, '0')}</span>
          <div className="step-body">
            <h3 className="card-title">{s.title}</h3>
            {s.duration ? (
              <p className="step-duration">
                <Icon name="clock" size={16} />
                {s.duration}
              </p>
            ) : null}
            <p>{s.description}</p>
            {s.deliverables?.length ? (
              <>
                <p className="step-label">{words.deliverables}</p>
                <ul className="tags">
                  {s.deliverables.map((d) => (
                    <li className="tag" key={d}>{d}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
