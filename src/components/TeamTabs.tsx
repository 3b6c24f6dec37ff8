import type { TeamSection } from '../content/types.ts';
import { Icon } from './Icon.tsx';

const TABS = [
  { id: 'leadership', label: 'Leadership Team' },
  { id: 'departments', label: 'Departments' },
  { id: 'certifications', label: 'Certifications' },
] as const;

/**
 * WAI-ARIA tabs rendered complete on the server: every panel is in the HTML, so without
 * JavaScript all three show; the client script only switches which one is visible.
 */
export function TeamTabs({ team }: { team: TeamSection }) {
  return (
    <div className="tabs" data-tabs="">
      <div role="tablist" aria-label={team.title} className="tablist">
        {TABS.map((t, i) => (
          <button key={t.id} type="button" role="tab" id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} aria-selected={i === 0} tabIndex={i === 0 ? 0 : -1} className="tab">
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel-leadership" aria-labelledby="tab-leadership" className="tabpanel" data-active="">
        <ul className="grid grid-3">
          {team.leadership.map((m) => (
            <li className="card member" key={m.name}>
              <span className="avatar" aria-hidden="true">{m.name.split(' ').map((w) => w[0]).join('').slice(0, 2)}</span>
              <h3 className="card-title">{m.name}</h3>
              <p className="member-role">{m.role}</p>
              <p className="muted small">{m.experience} · {m.education}</p>
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
      <div role="tabpanel" id="panel-departments" aria-labelledby="tab-departments" className="tabpanel">
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
      <div role="tabpanel" id="panel-certifications" aria-labelledby="tab-certifications" className="tabpanel">
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
