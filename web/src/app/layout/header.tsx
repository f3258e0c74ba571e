import { NavLink } from 'react-router';
import { BrandLink } from './brand-link.tsx';
import { HeaderIconLinks } from './header-icon-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PRIMARY_LINKS } from './nav-links.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur supports-[backdrop-filter]:bg-canvas/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-2 sm:px-6 md:h-20 lg:px-8">
        <div className="flex items-center gap-1 md:gap-0">
          <MobileMenu />
          <BrandLink />
        </div>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-8 lg:gap-10">
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    `border-b py-1 label-caps transition-colors hover:text-accent ${isActive ? 'border-gold text-accent' : 'border-transparent text-ink'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center">
          <HeaderIconLinks />
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
