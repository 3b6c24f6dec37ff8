import { useEffect, useRef, useState } from 'react';
import type { TeamSection } from '../content/types.ts';
import { Icon } from '../components/Icon.tsx';

const TABS = [
  { id: 'leadership', label: 'Leadership Team' },
  { id: 'departments', label: 'Departments' },
  { id: 'certifications', label: 'Certifications' },
] as const;

/** The tab a URL hash names (#panel-departments, #tab-departments or #departments), if any. */
function tabFromHash(hash: string): number {
  return TABS.findIndex((t) => [`#panel-${t.id}`, `#tab-${t.id}`, `#${t.id}`].includes(hash));
}

/**
 * The about page's team, as WAI-ARIA tabs (arrows, Home, End; Leadership Team first; a URL hash
 * opens its tab). The server renders every panel visible, so without JavaScript all three show;
 * once hydrated only the selected one does.
 */
export default function TeamTabs({ team }: { team: TeamSection }) {
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const openFromHash = () => {
      const index = tabFromHash(location.hash);
      if (index >= 0) setSelected(index);
    };
    openFromHash();
    setEnhanced(true);
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  const select = (index: number, focus: boolean) => {
    setSelected(index);
    if (focus) tabs.current[index]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, i: number) => {
    const last = TABS.length - 1;
    const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };
  const panel = (i: number) => ({
    role: 'tabpanel',
    id: `panel-${TABS[i].id}`,
    'aria-labelledby': `tab-${TABS[i].id}`,
    className: 'tabpanel',
    hidden: enhanced && selected !== i,
    tabIndex: 0,
  });

  return (
    <div className="tabs">
      <div role="tablist" aria-label={team.title} className="tablist">
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-controls={`panel-${t.id}`}
            aria-selected={selected === i}
            tabIndex={selected === i ? 0 : -1}
            className="tab"
            onClick={() => select(i, false)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div {...panel(0)}>
        <ul className="grid grid-3">
          {team.leadership.map((m) => (
            <li className="card member" key={m.name}>
              <span className="avatar" aria-hidden="true">{m.name.split(' ').map((w) => w[0]).join('').slice(0, 2)}</span>
              <h3 className="card-title">{m.name}</h3>
              <p className="member-role">{m.role}</p>
              <p className="muted small">{`${m.experience} · ${m.education}`}</p>
              <p>{m.description}</p>
              <ul className="tags">
                {m.specialties.map((s) => (
                  <li className="tag" key={s}>{s}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <div {...panel(1)}>
        <ul className="grid grid-2">
          {team.departments.map((d) => (
            <li className="card" key={d.name}>
              <div className="dept-head">
                {d.icon ? <Icon name={d.icon} /> : null}
                <h3 className="card-title">{d.name}</h3>
                <span className="badge badge-accent">{d.count}</span>
              </div>
              {d.description ? <p>{d.description}</p> : null}
              <p className="step-label">Roles</p>
              <p>{d.roles.join(' · ')}</p>
              <p className="step-label">Technologies</p>
              <ul className="tags">
                {d.technologies.map((t) => (
                  <li className="tag" key={t}>{t}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <div {...panel(2)}>
        <ul className="grid grid-3">
          {team.certifications.map((c) => (
            <li className="card cert" key={c}>
              <Icon name="badge-check" />
              <span>{c}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
