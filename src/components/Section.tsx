/** A page section with its heading; `tone` alternates backgrounds for rhythm. */
export function Section({
  id, eyebrow, title, intro, tone, children, headingLevel = 2,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: 'plain' | 'muted';
  children: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`section${tone === 'muted' ? ' section-muted' : ''}`} id={id} aria-labelledby={title && id ? `${id}-title` : undefined}>
      <div className="container">
        {title ? (
          <header className="section-head">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <H id={id ? `${id}-title` : undefined}>{title}</H>
            {intro ? <p className="section-intro">{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
