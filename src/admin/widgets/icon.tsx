/**
 * An icon chosen from Lucide's set (the site's icons), by looking: the chosen icon drawn with its
 * name, and a searchable grid of the others. The value stays the icon's name as the content writes
 * it (`shield-check`). The drawings come from the index the admin stage writes
 * (build/admin/icon-index.ts), fetched once, when the first picker opens.
 */
import { Component, createElement } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import type { IconIndex, IconNode } from '../../../build/admin/icon-index.ts';

/** Icons shown at once in the grid; typing narrows it. */
const SHOWN = 96;

let loading: Promise<IconIndex> | undefined;
/** The index, fetched once for every picker of the page. */
function loadIndex(url: string): Promise<IconIndex> {
  loading ??= fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    return r.json() as Promise<IconIndex>;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** "shield-check" → "shield check": how an editor types a name. */
const words = (name: string) => name.replace(/-/g, ' ');

/** Names matching what was typed (every word, in any order), closest first: the name itself, then its start, then anywhere. */
export function matchingIcons(index: IconIndex, typed: string): string[] {
  const terms = typed.toLowerCase().split(/[\s-]+/).filter(Boolean);
  const names = Object.keys(index.icons);
  if (!terms.length) return names;
  const aliasesOf = new Map<string, string[]>();
  for (const [alias, name] of Object.entries(index.aliases)) aliasesOf.set(name, [...(aliasesOf.get(name) ?? []), alias]);
  const score = (name: string) => {
    const all = [name, ...(aliasesOf.get(name) ?? [])].map(words).join(' ');
    if (!terms.every((t) => all.includes(t))) return -1;
    const joined = terms.join(' ');
    return words(name) === joined ? 0 : words(name).startsWith(joined) ? 1 : 2;
  };
  return names.map((name) => ({ name, s: score(name) })).filter((x) => x.s >= 0).sort((a, b) => a.s - b.s || a.name.localeCompare(b.name)).map((x) => x.name);
}

export function IconDrawing({ node, size = 24 }: { node: IconNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}

interface State {
  open: boolean;
  typed: string;
  index?: IconIndex;
  failed?: boolean;
}

const box = { display: 'flex', alignItems: 'center', gap: '12px' } as const;
const button = { display: 'inline-flex', alignItems: 'center', gap: '6px', padding: '6px 12px', border: '2px solid #dfdfe3', borderRadius: '5px', background: '#fff', cursor: 'pointer', font: 'inherit', color: '#313d3e' } as const;

export class IconControl extends Component<CmsWidgetControlProps<string>, State> {
  state: State = { open: false, typed: '' };

  componentDidMount() {
    // The chosen icon is drawn as soon as the form shows it.
    if (this.props.value) void this.load();
  }

  private load = async () => {
    try {
      const index = await loadIndex(String(this.props.field.get('index')));
      this.setState({ index, failed: false });
    } catch {
      this.setState({ failed: true });
    }
  };

  private toggle = () => {
    this.setState((s) => ({ open: !s.open, typed: '' }));
    if (!this.state.index) void this.load();
  };

  private choose = (name: string) => {
    this.props.onChange(name);
    this.setState({ open: false, typed: '' });
  };

  render() {
    const { value, forID, classNameWrapper } = this.props;
    const { open, typed, index, failed } = this.state;
    const name = index && value && !index.icons[value] ? index.aliases[value] : value;
    const current = name && index?.icons[name];
    const found = index ? matchingIcons(index, typed) : [];
    return (
      <div className={classNameWrapper} data-icon-picker="">
        <div style={box}>
          <span style={{ ...box, minHeight: '32px' }} data-chosen-icon={value ?? ''}>
            {current ? <IconDrawing node={current} size={28} /> : null}
            <span>{value ? words(value) : 'No icon chosen'}</span>
          </span>
          <button type="button" id={forID} style={button} aria-expanded={open} onClick={this.toggle}>
            {open ? 'Close' : value ? 'Change icon' : 'Choose an icon'}
          </button>
        </div>
        {open ? (
          <div style={{ marginTop: '12px' }}>
            <input
              type="search"
              aria-label="Search icons by name, for example shield or phone"
              placeholder="Search icons: shield, phone, chart…"
              value={typed}
              autoFocus
              onChange={(e) => this.setState({ typed: e.target.value })}
              style={{ width: '100%', padding: '8px', border: '2px solid #dfdfe3', borderRadius: '5px', font: 'inherit' }}
            />
            {failed ? <p role="alert">The icons could not be loaded. Check the connection and press Close, then Change icon again.</p> : null}
            {index ? <p style={{ margin: '8px 0', fontSize: '13px' }}>{found.length === 0 ? `No icon is called “${typed}”: try another word.` : `${found.length} icon${found.length === 1 ? '' : 's'}${found.length > SHOWN ? `; the first ${SHOWN} shown, type to narrow them` : ''}.`}</p> : !failed ? <p>Loading the icons…</p> : null}
            <ul role="listbox" aria-label="Icons" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: '6px', maxHeight: '320px', overflowY: 'auto' }}>
              {found.slice(0, SHOWN).map((icon) => (
                <li key={icon} role="option" aria-selected={icon === name}>
                  <button type="button" title={words(icon)} onClick={() => this.choose(icon)} style={{ ...button, width: '100%', flexDirection: 'column', padding: '8px 4px', fontSize: '11px', borderColor: icon === name ? '#3a69c7' : '#dfdfe3' }}>
                    <IconDrawing node={index!.icons[icon]} />
                    <span style={{ overflowWrap: 'anywhere' }}>{words(icon)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }
}
