import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchField } from '#web/components/ui/search-field.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

type SearchInputProps = {
  /** Names the box for screen readers, e.g. "Search users". */
  label: string;
  /** The search in the address. */
  value: string;
  /** Called once typing pauses, with the trimmed text ('' clears the search). */
  onSearch: (value: string) => void;
  placeholder?: string;
};

/** A search box that applies itself as typing pauses; Enter applies it at once. */
export function SearchInput({ label, value, onSearch, placeholder }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  // Back/Forward change the address; the box follows unless the visitor is mid-typing.
  useEffect(() => {
    if (timer.current === undefined) setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (next.trim() !== value) onSearchRef.current(next.trim());
  };
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      className="relative w-full sm:max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        size={16}
        strokeWidth={1.5}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <SearchField
        id={id}
        value={text}
        placeholder={placeholder}
        enterKeyHint="search"
        onChange={change}
        onClear={() => {
          setText('');
          apply('');
        }}
        inputClass="min-h-11 py-2 pr-10 pl-9 text-sm"
        clearClass="top-1/2 right-0.5 -translate-y-1/2"
      />
    </form>
  );
}
