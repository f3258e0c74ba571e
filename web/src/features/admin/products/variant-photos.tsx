import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ProductImage } from '#contract/catalog.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';

type VariantPhotosProps = {
  /** The variant's name, as its row says it ("size 14, White Gold"). */
  name: string;
  /** Ids of the photos that show it. */
  chosen: readonly string[];
  /** The product's photos kept on it, in display order: only these have ids to choose. */
  photos: readonly ProductImage[];
  /** Whether new photos are waiting to be uploaded: they get ids when the product is saved. */
  hasNewPhotos: boolean;
  onChange: (images: string[]) => void;
};

const NEW_PHOTOS_NOTE = 'Save the product first to use new photos';

/**
 * Which of the product's photos show one variant: a disclosure with a checkbox per photo. None
 * ticked means the shop shows all the product's photos for it.
 */
export function VariantPhotos({
  name,
  chosen,
  photos,
  hasNewPhotos,
  onChange,
}: VariantPhotosProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  if (photos.length === 0)
    return (
      <p className="pt-2 text-xs text-muted">{hasNewPhotos ? NEW_PHOTOS_NOTE : 'No photos yet'}</p>
    );

  const ids = new Set(chosen.filter((id) => photos.some((photo) => photo._id === id)));
  const toggle = (id: string, isOn: boolean) => {
    const next = new Set(ids);
    if (isOn) next.add(id);
    else next.delete(id);
    // In display order, so the shop shows them as the product does.
    onChange(photos.filter((photo) => next.has(photo._id)).map((photo) => photo._id));
  };

  // Escape, on the button or a checkbox, closes the panel and leaves focus on the button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="text-sm">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={closeOnEscape}
        className="inline-flex min-h-10 items-center gap-1 whitespace-nowrap text-accent underline-offset-4 hover:underline"
      >
        Photos <span className="sr-only">for {name}</span> ({ids.size || 'all'})
        <ChevronDown
          size={14}
          aria-hidden
          className={`transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!isOpen} className="mt-1 w-48 border border-line bg-canvas p-2">
        <fieldset>
          <legend className="text-xs text-muted">
            Photos that show {name}; none ticked shows them all.
          </legend>
          <ul className="mt-2 grid grid-cols-2 gap-2">
            {photos.map((photo, index) => (
              <li key={photo._id}>
                <label className="flex cursor-pointer flex-col gap-1 border border-line p-1 has-[:checked]:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
                  <ResponsiveImage
                    image={photo}
                    alt=""
                    sizes="5rem"
                    className="aspect-square w-full object-cover"
                  />
                  <span className="flex items-center gap-1.5 text-xs">
                    <input
                      type="checkbox"
                      className="size-4 accent-accent"
                      checked={ids.has(photo._id)}
                      onChange={(event) => toggle(photo._id, event.target.checked)}
                      onKeyDown={closeOnEscape}
                    />
                    Photo {index + 1} <span className="sr-only">for {name}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {hasNewPhotos && <p className="mt-2 text-xs text-muted">{NEW_PHOTOS_NOTE}</p>}
        </fieldset>
      </div>
    </div>
  );
}
