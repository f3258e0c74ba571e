export type NavLinkItem = { to: string; label: string };

export const PRIMARY_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const ADMIN_LINK: NavLinkItem = { to: '/admin/dashboard', label: 'Admin Dashboard' };

export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { to: '/my-profile', label: 'My Profile' },
  { to: '/my-orders', label: 'My Orders' },
  { to: '/update-password', label: 'Update Password' },
  { to: '/update-profile', label: 'Edit Profile' },
];

export const GUEST_LINKS: readonly NavLinkItem[] = [
  { to: '/login', label: 'Login' },
  { to: '/signup', label: 'Signup' },
];

export const FOOTER_COLUMNS: readonly { heading: string; links: readonly NavLinkItem[] }[] = [
  {
    heading: 'Collections',
    links: [
      { to: '/products', label: 'All jewellery' },
      { to: '/products?type=bestseller', label: 'Bestsellers' },
    ],
  },
  {
    heading: 'Our Story',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/photo', label: 'Gallery' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { to: '/faqs', label: 'FAQs' },
      { to: '/contact', label: 'Contact us' },
      { to: '/verify', label: 'Verify a certificate' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/terms', label: 'Terms of service' },
    ],
  },
];
