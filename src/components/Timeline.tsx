export function Timeline({ items }: { items: { year: string; title: string; description: string }[] }) {
  return (
    <ol className="timeline">
      {items.map((m) => (
        <li key={m.year + m.title}>
          <span className="timeline-year">{m.year}</span>
          <div>
            <h3 className="card-title">{m.title}</h3>
            <p>{m.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
