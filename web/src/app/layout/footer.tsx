import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, KanakMark } from '#web/components/ui/brand-icons.tsx';
import {
  FALLBACK_FOUNDED_YEAR,
  FALLBACK_SHOP_NAME,
  useConfig,
} from '#web/features/config/config-api.ts';
import { FOOTER_COLUMNS } from './nav-links.ts';

const SOCIAL_CLASS =
  'inline-flex size-11 items-center justify-center rounded-full border border-line text-ink transition-colors hover:border-gold hover:text-accent';

const SOCIAL_NETWORKS = [
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
] as const;

export function Footer() {
  const config = useConfig();
  const shopName = config?.shopName ?? FALLBACK_SHOP_NAME;
  const foundedYear = config?.foundedYear ?? FALLBACK_FOUNDED_YEAR;
  const contact = config?.contact;

  return (
    <footer className="mt-auto border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_2fr] lg:px-8">
        <div className="max-w-sm">
          <Link
            to="/"
            className="inline-flex items-center gap-2 font-display text-3xl font-medium text-ink"
          >
            <KanakMark size={30} className="text-gold" />
            {shopName}
          </Link>
          {config?.tagline && (
            <p className="mt-4 text-sm leading-relaxed text-muted">{config.tagline}</p>
          )}
          <p className="mt-4 label-caps text-accent">Established {foundedYear}</p>
          {config && (
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {SOCIAL_NETWORKS.map(({ key, name, Icon }) => (
                <li key={key}>
                  <a
                    href={config.socialLinks[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={SOCIAL_CLASS}
                    aria-label={`${shopName} on ${name} (opens in a new tab)`}
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.heading}>
              <h2 className="font-sans label-caps text-accent">{column.heading}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-sm text-ink transition-colors hover:text-accent"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 text-xs leading-relaxed text-muted sm:px-6 md:flex-row md:items-center md:justify-between md:pr-24 md:pb-6 lg:pr-28 lg:pl-8">
          {contact && (
            <address className="not-italic">
              <a href={`mailto:${contact.email}`} className="hover:text-accent">
                {contact.email}
              </a>
              <span aria-hidden="true"> · </span>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="hover:text-accent">
                {contact.phone}
              </a>
              <span aria-hidden="true"> · </span>
              {contact.address}
            </address>
          )}
          <p>
            © {new Date().getFullYear()} {shopName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
