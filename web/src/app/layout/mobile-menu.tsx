import { Menu, X } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ICON_BUTTON_CLASS } from '#web/components/ui/button-styles.ts';
import { useAutoCloseMenu } from '#web/lib/use-auto-close-menu.ts';
import { PRIMARY_LINKS } from './nav-links.ts';

const PANEL_CLASS =
  'absolute inset-x-0 top-full z-50 border-y border-line bg-raised shadow-xl shadow-black/10';

function MobileNav() {
  return (
    <nav aria-label="Mobile">
      <ul className="mx-auto flex max-w-7xl flex-col px-4 py-3">
        {PRIMARY_LINKS.map((link) => (
          <li key={link.to} className="border-b border-line last:border-b-0">
            <NavLink
              to={link.to}
              end={link.to === '/'}
              className={({ isActive }) =>
                `block py-3.5 font-display text-2xl transition-colors hover:text-accent ${isActive ? 'text-accent' : 'text-ink'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Without JavaScript the button cannot open the menu: a native disclosure stands in for it. */
function NoScriptMobileMenu() {
  return (
    <noscript>
      <details className="group">
        <summary
          aria-label="Navigation menu"
          className={`${ICON_BUTTON_CLASS} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          <Menu size={22} strokeWidth={1.5} className="group-open:hidden" aria-hidden />
          <X size={22} strokeWidth={1.5} className="hidden group-open:block" aria-hidden />
        </summary>
        <div className={PANEL_CLASS}>
          <MobileNav />
        </div>
      </details>
    </noscript>
  );
}

export function MobileMenu() {
  const menu = useAutoCloseMenu('mobile-menu');
  const { pathname, search } = useLocation();
  const { close, isOpen } = menu;

  useEffect(() => close(), [pathname, search, close]);

  return (
    <div className="md:hidden">
      <button
        {...menu.buttonProps}
        className={`${ICON_BUTTON_CLASS} noscript:hidden`}
        aria-label="Navigation menu"
      >
        {isOpen ? (
          <X size={22} strokeWidth={1.5} aria-hidden />
        ) : (
          <Menu size={22} strokeWidth={1.5} aria-hidden />
        )}
      </button>
      <div {...menu.panelProps} className={PANEL_CLASS}>
        <MobileNav />
      </div>
      <NoScriptMobileMenu />
    </div>
  );
}
