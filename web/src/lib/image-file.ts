import { useEffect, useState } from 'react';

// The server's image pipeline accepts these, up to this size (server/lib/images.ts): avatars, product
// photos, category images and gallery photos alike.
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_RULES = 'A JPEG, PNG, WebP or AVIF image of up to 5 MB.';

/** The server checks again by content; this spares an upload that is bound to be refused. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or AVIF image.';
  }
  if (file.size > IMAGE_MAX_BYTES) return 'Choose an image of at most 5 MB.';
  return null;
}

export type ChosenImage = { file: File; previewUrl: string };

/** The chosen file and its preview; the preview's object URL is released once it is replaced or the form goes. */
export function useChosenImage() {
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);
  return [chosen, setChosen] as const;
}
