import { usePageTitle } from '#web/features/config/config-api.ts';
import { TestimonialsTeaser } from '#web/features/testimonials/testimonials-teaser.tsx';
import { CategorySection, ProductRowSection } from './home-catalogue.tsx';
import { HomeHero } from './home-hero.tsx';
import { PromiseStrip, StoryTeaser } from './home-sections.tsx';
import { BESTSELLERS_ROW, NEW_ARRIVALS_ROW } from './home-queries.ts';
import { InviteBand } from './invite-band.tsx';

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HomeHero />
      <PromiseStrip />
      <CategorySection kind="category" eyebrow="Find your piece" title="Shop by category" />
      <ProductRowSection
        id="home-bestsellers-title"
        eyebrow="Most loved"
        title="Bestsellers"
        query={BESTSELLERS_ROW}
        more={{ to: '/products?type=bestseller', label: 'All bestsellers' }}
        isTinted
      />
      <CategorySection kind="collection" eyebrow="Curated for you" title="Shop by collection" />
      <ProductRowSection
        id="home-new-title"
        eyebrow="Just in"
        title="New arrivals"
        query={NEW_ARRIVALS_ROW}
        more={{ to: '/products?sort=newest', label: 'See what is new' }}
        isTinted
      />
      <StoryTeaser />
      <TestimonialsTeaser />
      <InviteBand
        id="invite-title"
        title="Need help choosing the perfect piece?"
        primary={{ to: '/contact', label: 'Contact us' }}
        secondary={{ to: '/testimonials', label: 'Customer stories' }}
      >
        Our jewellers are happy to advise on sizes, purity and gifting. Read what our customers say,
        or write to us directly.
      </InviteBand>
    </>
  );
}
