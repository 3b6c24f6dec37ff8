/**
 * A page's web address: the part after the site's address (`https://www.tarkaa.dev/services/`),
 * shown in full as visitors will see it. For a new entry it follows the title (or name) as the
 * editor types it, until the editor changes it by hand; an entry that exists keeps its address,
 * which is its file's name (changing it would break every link to the page).
 */
import { Component } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { slugify } from '../../lib/text.ts';

type EntryMap = { get(key: string): unknown; getIn(path: string[]): unknown };
/** Decap hands controls `getEntry`, the entry as it is now (its `entry` prop is stale: EditorControl.js). */
type Props = CmsWidgetControlProps<string> & { entry: EntryMap; getEntry?: () => EntryMap };

export class AddressControl extends Component<Props, { typed: boolean }> {
  state = { typed: false };

  private entry(): EntryMap {
    return this.props.getEntry?.() ?? this.props.entry;
  }

  private get isNew(): boolean {
    return Boolean(this.entry().get('newRecord'));
  }

  /** The address the title makes. */
  private fromTitle(): string {
    const from = String(this.props.field.get('from') ?? 'title');
    const title = this.entry().getIn(['data', ...from.split('.')]);
    return typeof title === 'string' ? slugify(title) : '';
  }

  private frame = 0;
  /**
   * Decap re-renders a control only when its own value changes, so the title's changes are not
   * props here: after any typing in the form, once Decap has stored it, the title is read again.
   */
  private onFormInput = () => {
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.follow());
  };

  componentDidMount() {
    document.addEventListener('input', this.onFormInput, true);
    this.follow();
  }

  componentWillUnmount() {
    document.removeEventListener('input', this.onFormInput, true);
    cancelAnimationFrame(this.frame);
  }

  /** A new entry's address follows its title until the editor types one. */
  private follow() {
    if (!this.isNew || this.state.typed) return;
    const made = this.fromTitle();
    if (made && made !== (this.props.value ?? '')) this.props.onChange(made);
  }

  render() {
    const { value, forID, classNameWrapper, onChange, field } = this.props;
    const prefix = String(field.get('prefix') ?? '/');
    const editable = this.isNew;
    return (
      <div className={classNameWrapper} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2px' }}>
        <span style={{ color: '#798291', overflowWrap: 'anywhere' }} aria-hidden="true">{prefix}</span>
        {editable ? (
          <input
            id={forID}
            value={value ?? ''}
            aria-label={`Web address: ${prefix}${value ?? ''}`}
            onChange={(e) => {
              this.setState({ typed: true });
              onChange(e.target.value);
            }}
            style={{ flex: '1 1 12rem', minWidth: '8rem', border: 0, borderBottom: '2px dashed #dfdfe3', font: 'inherit', padding: '2px 0', background: 'transparent' }}
          />
        ) : (
          <strong id={forID} tabIndex={0} title="The address of a page that exists stays as it is: links elsewhere point to it.">{value}</strong>
        )}
      </div>
    );
  }
}
