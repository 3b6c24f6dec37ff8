/** How a section looks (a section's `variant` in content; src/styles/sections.css draws each). */
export type SectionVariant = 'tinted' | 'dark' | 'split' | 'quote' | 'statistic' | 'strip';

/**
 * A page section with its heading. `tone` alternates a plain and a muted background for rhythm;
 * a `variant` gives it a look of its own: a tinted or dark band, the heading beside the content
 * (split), or a look of its content (a large quote, large figures, a strip of links).
 */
export function Section({
  id, eyebrow, title, intro, tone, variant, children, headingLevel = 2,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: 'plain' | 'muted';
  variant?: SectionVariant;
  children: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const classes = ['section', tone === 'muted' && !variant ? 'section-muted' : '', variant ? `section-${variant}` : ''].filter(Boolean).join(' ');
  const head = title ? (
    <header className="section-head">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <H id={id ? `${id}-title` : undefined}>{title}</H>
      {intro ? <p className="section-intro">{intro}</p> : null}
    </header>
  ) : null;
  return (
    <section className={classes} id={id} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {variant === 'split' ? (
        <div className="container section-split-grid">
          {head}
          <div className="section-body">{children}</div>
        </div>
      ) : (
        <div className="container">
          {head}
          {children}
        </div>
      )}
    </section>
  );
}
