import { Search } from 'lucide-react';

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}

/** A labelled search field (the label is read by screen readers; the placeholder is the visible hint). */
export function SearchBox({ id, label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <div className="admin-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search className="admin-search__icon" aria-hidden="true" />
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
