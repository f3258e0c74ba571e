import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** SPEC §9: the button appears once the page has scrolled beyond this many pixels. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

export function ScrollToTopButton() {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setIsVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!isVisible) return null;

  const scrollUp = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={scrollUp}
      aria-label="Scroll to top"
      className="fixed right-5 bottom-22 z-30 inline-flex size-12 items-center justify-center rounded-full border border-line bg-raised text-ink shadow-md transition-colors hover:border-gold hover:text-accent sm:right-7 sm:bottom-24"
    >
      <ArrowUp size={20} strokeWidth={1.5} aria-hidden />
    </button>
  );
}
