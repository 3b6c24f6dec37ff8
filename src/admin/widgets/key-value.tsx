/**
 * A free-key map (a project's `metrics: { users: 50K+, rating: 4.8 }`): one row per figure, its
 * name and its value, in the file's order. A value written as a number stays a number, and text
 * that is a number becomes one, as the schema allows both (`type: [string, number]`).
 */
import { Component, type ChangeEvent } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Errors } from '../../../build/errors/catalogue.ts';

type Value = string | number;
type Rows = [string, Value][];

/** Text the editor typed → the value stored: a plain decimal number is a number. */
export function typedValue(text: string): Value {
  return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text;
}

/** Decap hands over a loaded value as an Immutable map and a changed one as the object we gave it. */
export function rowsOf(value: unknown): Rows {
  if (!value) return [];
  const plain = typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;
  return Object.entries(plain as Record<string, Value>);
}

/** Problems with the rows, in the catalogue's words: an empty or repeated name. */
export function keyValueProblem(rows: Rows): string | undefined {
  const names = rows.map(([k]) => k.trim());
  if (names.some((n) => n === '')) return `${Errors.SchemaRequired.title}: every figure needs a name`;
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) return `${Errors.SchemaUnique.title}: "${twice}" is named twice`;
  return undefined;
}

export class KeyValueControl extends Component<CmsWidgetControlProps> {
  /** Called by Decap before a save: an error here keeps the entry from being saved. */
  isValid = () => {
    const problem = keyValueProblem(rowsOf(this.props.value));
    return problem ? { error: { message: problem } } : true;
  };

  private change(rows: Rows) {
    this.props.onChange(Object.fromEntries(rows));
  }

  render() {
    const rows = rowsOf(this.props.value);
    const set = (i: number, at: 0 | 1) => (e: ChangeEvent<HTMLInputElement>) => {
      const next = rows.map(([k, v], j): [string, Value] => (j !== i ? [k, v] : at === 0 ? [e.target.value, v] : [k, typedValue(e.target.value)]));
      this.change(next);
    };
    return (
      <div className={this.props.classNameWrapper} id={this.props.forID} data-slot="key-value">
        {rows.map(([key, value], i) => (
          <div key={i} data-slot="key-value-row">
            <input aria-label="Name" value={key} onChange={set(i, 0)} />
            <input aria-label={`Value of ${key || 'this figure'}`} value={String(value)} onChange={set(i, 1)} />
            <button type="button" aria-label={`Remove ${key || 'this figure'}`} onClick={() => this.change(rows.filter((_, j) => j !== i))}>Remove</button>
          </div>
        ))}
        <button type="button" onClick={() => this.change([...rows, ['', '']])}>Add a figure</button>
      </div>
    );
  }
}
