import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId } from 'react';
import type { ProductImage } from '#contract/catalog.ts';
import { imageFileProblem } from '#web/lib/image-file.ts';

type KeptPhotosProps = {
  images: readonly ProductImage[];
  onChange: (images: ProductImage[]) => void;
};

/** The product's photos in display order, each to move or remove. */
export function KeptPhotos({ images, onChange }: KeptPhotosProps) {
  if (images.length === 0) return null;
  const move = (index: number, by: number) => {
    const next = [...images];
    const [image] = next.splice(index, 1);
    next.splice(index + by, 0, image!);
    onChange(next);
  };
  return (
    <ol className="flex flex-wrap gap-3" aria-label="Photos, in display order">
      {images.map((image, index) => (
        <li key={image._id} className="w-28 border border-line bg-canvas p-1 text-center">
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="aspect-square w-full object-cover"
          />
          <div className="mt-1 flex justify-center gap-1">
            <button
              type="button"
              className="p-1 disabled:opacity-30"
              aria-label={`Move photo ${index + 1} earlier`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp size={14} aria-hidden />
            </button>
            <button
              type="button"
              className="p-1 disabled:opacity-30"
              aria-label={`Move photo ${index + 1} later`}
              disabled={index === images.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown size={14} aria-hidden />
            </button>
            <button
              type="button"
              className="p-1 text-danger"
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => onChange(images.filter((each) => each !== image))}
            >
              <X size={14} aria-hidden />
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}

type NewPhotosInputProps = {
  /** How many more photos the product may have. */
  room: number;
  files: readonly File[];
  /** The browser's or the server's refusal of the chosen files. */
  error: string | undefined;
  /** The files that fit the room, and what was wrong with the choice, if anything. */
  onChoose: (files: File[], problem: string | undefined) => void;
};

export function NewPhotosInput({ room, files, error, onChoose }: NewPhotosInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block label-caps">
        Add photos (JPEG, PNG, WebP or AVIF, up to 5 MB; {room} more allowed)
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif"
        className="mt-2 block text-sm"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          const wrong = chosen.find((file) => imageFileProblem(file) !== null);
          onChoose(
            chosen.slice(0, room),
            wrong
              ? `${wrong.name}: ${imageFileProblem(wrong)}`
              : chosen.length > room
                ? `Choose at most ${room} more photo${room === 1 ? '' : 's'}`
                : undefined,
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : (
        files.length > 0 && (
          <p className="mt-1 text-sm text-muted">
            {files.length} photo{files.length === 1 ? '' : 's'} chosen
          </p>
        )
      )}
    </div>
  );
}
