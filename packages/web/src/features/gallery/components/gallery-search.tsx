import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Debounced so typing a word sends one request, not one per key. */
export function GallerySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  // The last value this box sent; a different incoming value came from elsewhere (Clear filters) and wins.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="relative min-w-0 flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <input
        type="search"
        aria-label="Search artworks"
        placeholder="Search artworks"
        title="Search by title, medium, description or tags"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="block h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-base text-stone-900 shadow-xs placeholder:text-stone-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30 sm:text-sm"
      />
    </div>
  );
}
