import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/** SPEC §9: the mobile menu and the user menu close by themselves after 5 s. */
export const MENU_AUTO_CLOSE_MS = 5000;

type CloseOptions = { returnFocus?: boolean };

/**
 * A disclosure menu that closes on Escape, on a click outside and after a delay.
 * The delay pauses while the pointer or keyboard focus is inside the panel (WCAG 2.2.1),
 * and starts afresh when they leave.
 */
export function useAutoCloseMenu(panelId: string, delayMs: number = MENU_AUTO_CLOSE_MS) {
  const [isOpen, setIsOpen] = useState(false);
  const [isPointerInside, setIsPointerInside] = useState(false);
  const [isFocusInside, setIsFocusInside] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(({ returnFocus }: CloseOptions = {}) => {
    const panel = panelRef.current;
    const hadFocus = panel !== null && panel.contains(document.activeElement);
    setIsOpen(false);
    setIsPointerInside(false);
    setIsFocusInside(false);
    // A hidden panel would drop focus to <body>; give it back to the button instead.
    if (returnFocus ?? hadFocus) buttonRef.current?.focus();
  }, []);

  const toggle = useCallback(() => {
    if (isOpen) close();
    else setIsOpen(true);
  }, [close, isOpen]);

  const isPaused = isPointerInside || isFocusInside;
  useEffect(() => {
    if (!isOpen || isPaused) return;
    const timer = window.setTimeout(() => close(), delayMs);
    return () => window.clearTimeout(timer);
  }, [close, delayMs, isOpen, isPaused]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close({ returnFocus: true });
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (buttonRef.current?.contains(target) || panelRef.current?.contains(target)) return;
      close({ returnFocus: false });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [close, isOpen]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick: toggle,
  };

  const panelProps = {
    ref: panelRef,
    id: panelId,
    hidden: !isOpen,
    onPointerEnter: () => setIsPointerInside(true),
    onPointerLeave: () => setIsPointerInside(false),
    onFocus: () => setIsFocusInside(true),
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setIsFocusInside(false);
    },
  };

  return { isOpen, isPaused, close, toggle, buttonProps, panelProps };
}
