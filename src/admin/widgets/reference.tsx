/**
 * A field naming other entries (technologies, services, solutions, an industry): a searchable list
 * with each entry once, by its display name, found by any of its names (src/admin/reference-choices.ts).
 * The choices come with the configuration and are read again from the backend each time the list
 * opens, so an entry created a minute ago is offered without reloading the editor. Where the check
 * accepts a name that is no entry (a project's technologies), a new name can be typed; elsewhere
 * the list says how to create the missing entry.
 */
import { Component } from 'react';
import { List } from 'immutable';
import Select, { createFilter, type StylesConfig } from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { reactSelectStyles } from 'decap-cms-ui-default';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { choiceOf, labelOf, menuOptions, sameName, type MenuOption, type ReferenceChoice, type ReferenceRule } from '../reference-choices.ts';

type Query = (forID: string, collection: string, searchFields: string[], term: string) => Promise<{ payload: { hits: { slug: string; data: Record<string, unknown> }[] } }>;
/** What Decap hands every control beyond decap-cms-core's types (EditorControl.js). */
type Props = CmsWidgetControlProps<unknown> & { query: Query; setActiveStyle: () => void; setInactiveStyle: () => void };

/** The field's options as build/admin/config.ts writes them (Decap hands them over as an Immutable map). */
interface ReferenceField {
  collection: string;
  collection_label: string;
  singular: string;
  identifier: string;
  writes: ReferenceRule['writes'];
  accepts_names: boolean;
  multiple?: boolean;
  min?: number;
  label: string;
  choices: ReferenceChoice[];
  written?: string[];
}

const plain = (value: unknown): unknown => (value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value);

/** An entry of the backend as a choice: its file name, its name (or title) and aliases. */
function choiceOfHit(hit: { slug: string; data: Record<string, unknown> }, identifier: string): ReferenceChoice {
  const name = String(hit.data[identifier] ?? hit.data.name ?? hit.data.title ?? hit.slug);
  const aliases = Array.isArray(hit.data.aliases) ? hit.data.aliases.filter((a): a is string => typeof a === 'string') : [];
  return { slug: hit.slug, name, aliases };
}

const filter = createFilter<MenuOption>({ stringify: (option) => `${option.label} ${option.data.search}` });

export class ReferenceControl extends Component<Props, { live?: ReferenceChoice[] }> {
  state: { live?: ReferenceChoice[] } = {};

  private get options(): ReferenceField {
    return plain(this.props.field) as ReferenceField;
  }

  private values(): string[] {
    const value = plain(this.props.value);
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
    return typeof value === 'string' && value ? [value] : [];
  }

  /** Called by Decap before a save: too few choices keep the entry from being saved. */
  isValid = () => {
    const { min, multiple, label } = this.options;
    const count = this.values().length;
    if (multiple && min && count < min) return { error: { message: `${label}: choose at least ${min}.` } };
    return true;
  };

  /** The entries as the backend has them now (a new one included); the configuration's list until they arrive. */
  private refresh = async () => {
    const { collection, identifier } = this.options;
    try {
      const result = await this.props.query(this.props.forID, collection, [identifier], '');
      this.setState({ live: result.payload.hits.map((hit) => choiceOfHit(hit, identifier)) });
    } catch {
      // The list from the configuration stays: it was right when the editor opened.
    }
  };

  private change = (picked: readonly MenuOption[] | MenuOption | null) => {
    const list = picked === null ? [] : Array.isArray(picked) ? picked : [picked as MenuOption];
    const values = list.map((o) => o.value);
    if (this.options.multiple) this.props.onChange(List(values));
    else this.props.onChange(values[0] ?? '');
  };

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const field = this.options;
    const rule: ReferenceRule = { writes: field.writes, acceptsNames: field.accepts_names };
    const choices = this.state.live ?? field.choices;
    const values = this.values();
    const chosen = values.map((value) => ({ value, label: labelOf(value, choices, rule), search: value }));
    const common = {
      inputId: forID,
      className: classNameWrapper,
      styles: reactSelectStyles as StylesConfig<MenuOption, boolean>,
      isMulti: Boolean(field.multiple),
      isClearable: true,
      value: field.multiple ? chosen : (chosen[0] ?? null),
      options: menuOptions(values, choices, rule, field.written),
      filterOption: filter,
      onChange: this.change,
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
      onMenuOpen: this.refresh,
      placeholder: `Choose ${field.multiple ? '' : 'a '}${field.multiple ? field.collection_label.toLowerCase() : field.singular.toLowerCase()}…`,
      noOptionsMessage: ({ inputValue }: { inputValue: string }) => {
        const named = inputValue.trim() ? choiceOf(inputValue.trim(), choices, rule) : undefined;
        if (named) return `${named.name} is chosen already.`;
        if (!inputValue.trim()) return `Every ${field.singular.toLowerCase()} is chosen already.`;
        return `No ${field.singular.toLowerCase()} called “${inputValue}”. To add one, open ${field.collection_label} in the menu, choose New ${field.singular} and publish it; it is offered here as soon as it is saved.`;
      },
    };
    /** A typed name is offered as new only when it is no entry's name or other name and is not chosen already. */
    const isNew = (input: string) => input.trim() !== '' && !choiceOf(input.trim(), choices, rule) && !values.some((v) => sameName(v, input));
    // A project may name a tool that has no page (the check warns); other fields only name entries.
    if (field.accepts_names && field.writes === 'name') {
      return (
        <CreatableSelect<MenuOption, boolean>
          {...common}
          isValidNewOption={isNew}
          formatCreateLabel={(input) => `Add “${input.trim()}” as written (it has no ${field.singular.toLowerCase()} page yet)`}
          getNewOptionData={(input, label) => ({ value: input.trim(), label: String(label), search: input })}
        />
      );
    }
    return <Select<MenuOption, boolean> {...common} />;
  }
}
