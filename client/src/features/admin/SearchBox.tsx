import { Search } from 'lucide-react';

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** The longest search the server accepts. */
  maxLength?: number;
  /** Results for this text are on their way: a spinner takes the place of the magnifier. */
  busy?: boolean;
}

/** A labelled search field (the label is read by screen readers; the placeholder is the visible hint). */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  busy = false,
}: SearchBoxProps) {
  return (
    <div className="admin-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {busy ? (
        <span className="admin-search__icon admin-spinner admin-spinner--small" aria-hidden="true" />
      ) : (
        <Search className="admin-search__icon" aria-hidden="true" />
      )}
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
