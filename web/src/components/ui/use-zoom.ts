import { useState, type PointerEvent } from 'react';

const PAN_STEP = 10;
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** Twice-size zoom whose focus point follows the pointer, or moves by arrow keys. */
export function useZoom() {
  const [isZoomed, setIsZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  return {
    isZoomed,
    toggle: () => setIsZoomed((zoomed) => !zoomed),
    reset: () => {
      setIsZoomed(false);
      setOrigin({ x: 50, y: 50 });
    },
    /** Moves the focus point by whole steps (-1, 0 or 1 on each axis). */
    pan: (dx: number, dy: number) =>
      setOrigin(({ x, y }) => ({ x: clamp(x + dx * PAN_STEP), y: clamp(y + dy * PAN_STEP) })),
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!isZoomed) return;
      const box = event.currentTarget.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      setOrigin({
        x: clamp(((event.clientX - box.left) / box.width) * 100),
        y: clamp(((event.clientY - box.top) / box.height) * 100),
      });
    },
    style: {
      transform: isZoomed ? 'scale(2)' : undefined,
      transformOrigin: `${origin.x}% ${origin.y}%`,
    },
  };
}
