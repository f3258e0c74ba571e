import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';

type SearchBoxProps = {
  /** The search in the address; the box starts from it (remount it with a key when it changes). */
  initialValue: string;
  onSearch: (value: string | undefined) => void;
  /**
   * The listing's other choices, kept when the form is sent without JavaScript (the script keeps
   * them itself): the address a search leads to, less its words.
   */
  keptParams: URLSearchParams;
};

/**
 * Search as its own landmark: typing is free, Enter or the button applies it. Without JavaScript
 * it is a plain GET form to the listing.
 */
export function SearchBox({ initialValue, onSearch, keptParams }: SearchBoxProps) {
  const id = useId();
  const [value, setValue] = useState(initialValue);
  return (
    <form
      role="search"
      method="get"
      action="/products"
      className="flex w-full max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim() || undefined);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search jewellery
      </label>
      <div className="relative flex-1">
        <input
          id={id}
          type="search"
          name="search"
          value={value}
          maxLength={100}
          placeholder="Search rings, necklaces, diamonds…"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setValue(event.target.value)}
          className="block min-h-12 w-full border border-line bg-canvas py-3 pr-11 pl-4 text-base text-ink placeholder:text-muted/70 hover:border-muted/60 focus:border-accent [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setValue('');
              if (initialValue) onSearch(undefined);
            }}
            className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center text-muted hover:text-ink noscript:hidden"
          >
            <X size={16} aria-hidden />
          </button>
        )}
      </div>
      <button
        type="submit"
        className="inline-flex min-h-12 items-center gap-2 bg-button px-5 text-on-button hover:bg-button-hover"
      >
        <Search size={18} strokeWidth={1.5} aria-hidden />
        <span className="sr-only sm:not-sr-only sm:text-[0.78rem] sm:tracking-[0.16em] sm:uppercase">
          Search
        </span>
      </button>
      {[...keptParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
