import type { CtaSection } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { Actions } from './LinkButton.tsx';

/** The band that closes every page and leads to /contact. */
export function CallToAction({ cta }: { cta: CtaSection }) {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <h2 id="cta-title">{cta.title}</h2>
        <p>{cta.text}</p>
        <Actions links={cta.actions} size="lg" />
        {cta.assurances?.length ? (
          <ul className="assurances">
            {cta.assurances.map((a) => (
              <li key={a}>
                <Icon name="circle-check" size={18} />
                {a}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
