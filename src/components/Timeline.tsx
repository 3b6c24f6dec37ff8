/** Milestones by year; `compact` (beside a page's heading) leaves out the descriptions. */
export function Timeline({ items, compact = false }: { items: { year: string; title: string; description: string }[]; compact?: boolean }) {
  return (
    <ol className={compact ? 'timeline timeline-compact' : 'timeline'}>
      {items.map((m) => (
        <li key={m.year + m.title}>
          <span className="timeline-year">{m.year}</span>
          <div>
            {compact ? <p className="card-title">{m.title}</p> : <h3 className="card-title">{m.title}</h3>}
            {compact ? null : <p>{m.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
