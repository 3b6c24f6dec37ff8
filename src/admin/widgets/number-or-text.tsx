/**
 * A value that is a number or a word (a service's `startingPrice`: `250000` or `custom`): one text
 * input; a plain decimal number is stored as a number, anything else as text, as the schema's
 * `oneOf` expects.
 */
import { Component } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { typedValue } from './key-value.tsx';

export class NumberOrTextControl extends Component<CmsWidgetControlProps<string | number>> {
  render() {
    const { value, forID, classNameWrapper, onChange } = this.props;
    return <input id={forID} className={classNameWrapper} value={value === undefined || value === null ? '' : String(value)} onChange={(e) => onChange(typedValue(e.target.value))} />;
  }
}
