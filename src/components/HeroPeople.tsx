/** The people a client meets, beside a page's heading: initials, name, role and experience. */
export function HeroPeople({ people }: { people: { name: string; role: string; experience?: string }[] }) {
  if (!people.length) return null;
  return (
    <ul className="hero-people">
      {people.slice(0, 4).map((p) => (
        <li className="hero-person card" key={p.name}>
          <span className="avatar" aria-hidden="true">{p.name.split(/\s+/).map((w) => w[0]).slice(0, 2).join('')}</span>
          <span>
            <strong className="hero-person-name">{p.name}</strong>
            <span className="hero-person-role">{p.role}{p.experience ? ` · ${p.experience}` : ''}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
