import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChevronRight, Heart, ShoppingBag, type LucideIcon } from 'lucide-react';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as heart from 'lucide-react/icons/heart';
import * as shoppingBag from 'lucide-react/icons/shopping-bag';
import LeanIcon from './lucide-icon.ts';

// The tests run lucide as published (the build's plugin is not in them), so its icons render
// lucide's own Icon, the markup the shop's must match.
type IconModule = { __iconData: Parameters<typeof LeanIcon>[0]['icon'] };
const icons: [LucideIcon, IconModule][] = [
  [Heart, heart as unknown as IconModule],
  [ChevronRight, chevronRight as unknown as IconModule],
  [ShoppingBag, shoppingBag as unknown as IconModule],
];

/** The markup with each tag's attributes in one order: React writes them in the order given. */
function normalised(element: ReactNode): string {
  return renderToStaticMarkup(element).replace(
    /<([a-z]+)([^>]*?)(\/?)>/g,
    (_, tag, attributes, end) => {
      const sorted = (attributes.match(/[a-zA-Z:-]+="[^"]*"/g) ?? []).sort().join(' ');
      return `<${tag} ${sorted}${end}>`;
    },
  );
}

const cases: [string, Record<string, unknown>, ReactNode?][] = [
  ['no props', {}],
  ['size and stroke, hidden', { size: 16, strokeWidth: 1.5, 'aria-hidden': true }],
  ['classes and colour', { className: 'shrink-0 lucide  text-gold', color: 'red' }],
  ['width and height apart', { width: 30, height: 12 }],
  ['absolute stroke width', { absoluteStrokeWidth: true, size: 48, strokeWidth: 3 }],
  ['non-scaling stroke', { nonScalingStroke: true }],
  ['named', { role: 'img', 'aria-label': 'Wishlist' }],
  ['with a title', {}, <title key="t">Wishlist</title>],
  ['fill and data attributes', { fill: 'currentColor', 'data-state': 'on' }],
];

describe("the shop's lucide Icon", () => {
  for (const [name, props, children] of cases)
    it(`writes what lucide writes: ${name}`, () => {
      for (const [LucideComponent, { __iconData }] of icons) {
        const lucide = normalised(<LucideComponent {...props}>{children}</LucideComponent>);
        const lean = normalised(
          <LeanIcon icon={__iconData} {...props}>
            {children}
          </LeanIcon>,
        );
        expect(lean).toBe(lucide);
      }
    });
});
