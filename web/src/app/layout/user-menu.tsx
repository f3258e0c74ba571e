import { CircleUser, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { isStaffRole } from '#contract/user.ts';
import { ICON_BUTTON_CLASS } from '#web/components/ui/button-styles.ts';
import { useLogout } from '#web/features/auth/use-logout.ts';
import { useSession } from '#web/lib/session.ts';
import { useAutoCloseMenu } from '#web/lib/use-auto-close-menu.ts';
import { ACCOUNT_LINKS, ADMIN_LINK, GUEST_LINKS } from './nav-links.ts';

const ITEM_CLASS =
  'flex w-full items-center gap-2 px-5 py-2.5 text-left text-sm text-ink transition-colors hover:bg-surface hover:text-accent';

export function UserMenu() {
  const { isSignedIn, user } = useSession();
  const menu = useAutoCloseMenu('user-menu');
  const logout = useLogout();
  const { pathname, search } = useLocation();
  const { close } = menu;

  useEffect(() => close(), [pathname, search, close]);

  const links = isSignedIn
    ? [...(isStaffRole(user?.role) ? [ADMIN_LINK] : []), ...ACCOUNT_LINKS]
    : GUEST_LINKS;

  // Signing in and the account pages need JavaScript, so without it the menu is left out.
  return (
    <div className="relative noscript:hidden">
      <button {...menu.buttonProps} className={ICON_BUTTON_CLASS} aria-label="Account menu">
        <CircleUser size={21} strokeWidth={1.5} aria-hidden />
        {isSignedIn && (
          <span
            aria-hidden="true"
            className="absolute top-2 right-2 size-2 rounded-full bg-gold ring-2 ring-canvas"
          />
        )}
      </button>
      <div
        {...menu.panelProps}
        className="absolute top-full right-0 z-50 mt-2 w-60 border border-line bg-raised py-2 shadow-xl shadow-black/10"
      >
        {isSignedIn && user && (
          <p className="border-b border-line px-5 pt-1 pb-3 text-sm">
            <span className="block label-caps text-muted">Signed in as</span>
            <span className="mt-1 block truncate font-display text-lg">{user.name}</span>
          </p>
        )}
        <ul className="pt-1">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={ITEM_CLASS}>
                {link.label}
              </Link>
            </li>
          ))}
          {isSignedIn && (
            <li className="mt-1 border-t border-line pt-1">
              <button
                type="button"
                className={ITEM_CLASS}
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              >
                <LogOut size={16} strokeWidth={1.5} aria-hidden />
                Logout
              </button>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
