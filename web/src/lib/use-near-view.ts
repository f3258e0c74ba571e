import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays so), for what
 * is worth loading only when the visitor is about to see it. The server and the hydrating browser
 * both render it false, so their markup matches.
 */
export function useNearView<T extends Element>(margin = '800px') {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return [ref, isNear] as const;
}
