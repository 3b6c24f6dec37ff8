import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon.tsx';

/** Icons the combobox draws; an island using it lists them in its `icons`. */
export const COMBOBOX_ICONS = ['chevron-down', 'check'];

export interface ComboboxProps {
  /** Id of the text box (the field's label points at it); the list is `{id}-listbox`. */
  id: string;
  /** Id of the visible label, which also names the list. */
  labelId: string;
  /** Form name, carried by a hidden native select so the form's data stays whole. */
  name: string;
  options: readonly string[];
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves, with the value then chosen. */
  onBlur?: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A searchable select following the WAI-ARIA combobox pattern with list autocomplete: typing
 * filters, the arrows move through the options, Enter chooses, Escape closes (or, closed, clears);
 * 'No option found.' when nothing matches. Leaving the field keeps the chosen option; text that
 * chose nothing is dropped, text naming an option exactly chooses it.
 */
export function Combobox({ id, labelId, name, options, placeholder, value, onChange, onBlur, required, invalid, describedBy }: ComboboxProps) {
  const listId = `${id}-listbox`;
  /** What the visitor is typing; null while the box shows the chosen option. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);

  const query = (typed ?? '').trim().toLowerCase();
  const shown = query ? options.filter((o) => o.toLowerCase().includes(query)) : options;
  const activeOption = open ? shown[active] : undefined;

  useEffect(() => {
    list.current?.querySelector('.active')?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: string) => {
    onChange(option);
    setTyped(null);
    close();
  };
  /** Opens the whole list (not filtered by the chosen option's text) on `option`. */
  const openAll = (index: number) => {
    setTyped(null);
    setOpen(true);
    setActive(index);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!open) {
        const current = options.indexOf(value);
        openAll(current >= 0 ? current : down ? 0 : options.length - 1);
      } else if (shown.length) setActive(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
    } else if (e.key === 'Enter' && open) {
      // Open, Enter chooses; closed, it submits the form as in any text box.
      e.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setTyped(null);
        close();
      } else if (value) {
        e.preventDefault();
        onChange('');
      }
    }
  };

  const onInputBlur = () => {
    let chosen = value;
    if (typed !== null) {
      const exact = options.find((o) => o.toLowerCase() === typed.trim().toLowerCase());
      if (exact) chosen = exact;
      else if (typed.trim() === '') chosen = '';
      if (chosen !== value) onChange(chosen);
    }
    setTyped(null);
    close();
    onBlur?.(chosen);
  };

  return (
    <div className="combobox">
      <input
        id={id}
        type="text"
        className="combobox-input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${options.indexOf(activeOption)}` : undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        value={typed ?? value}
        onInput={(e) => {
          const text = e.currentTarget.value;
          setTyped(text);
          setOpen(true);
          const q = text.trim().toLowerCase();
          setActive(options.some((o) => o.toLowerCase().includes(q)) ? 0 : -1);
        }}
        onFocus={(e) => e.currentTarget.select()}
        onClick={() => (open ? close() : openAll(options.indexOf(value)))}
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
      />
      <Icon name="chevron-down" size={18} className="combobox-chevron" />
      <ul id={listId} ref={list} className="combobox-list" role="listbox" aria-labelledby={labelId} hidden={!open}>
        {shown.map((option, i) => (
          <li
            key={option}
            id={`${listId}-${options.indexOf(option)}`}
            role="option"
            aria-selected={option === value}
            className={i === active ? 'active' : undefined}
            // Keep focus in the text box while the pointer chooses.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            <span>{option}</span>
            {option === value ? <Icon name="check" size={16} className="combobox-check" /> : null}
          </li>
        ))}
        {shown.length === 0 ? (
          <li className="combobox-empty" role="presentation">
            No option found.
          </li>
        ) : null}
      </ul>
      <select name={name} value={value} hidden aria-hidden="true" tabIndex={-1}>
        <option value="" />
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
