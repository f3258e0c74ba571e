import { useEffect, useState } from 'react';

/**
 * Moves focus to an element by id once the page has caught up: after a form closes, an item is
 * deleted or a list is reordered, the control that had focus may be gone or re-inserted.
 */
export function useFocusTarget(): (id: string) => void {
  // An object, so asking for the same id twice still runs the effect.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (id: string) => setTarget({ id });
}
