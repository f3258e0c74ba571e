import { LinkButtons } from '#web/components/ui/link-buttons.tsx';
import { useConfig } from '#web/features/config/config-api.ts';
import { HomeHeroArt } from './home-hero-art.tsx';

export function HomeHero() {
  const tagline = useConfig()?.tagline ?? 'Fine jewellery, handcrafted since 2002';
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden border-b border-line"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:py-28">
        <div className="max-w-2xl">
          <p className="label-caps text-accent">{tagline}</p>
          <h1
            id="home-hero-title"
            className="mt-6 text-[2.75rem] leading-[1.05] sm:text-6xl lg:text-7xl"
          >
            Jewellery made to be <em className="font-normal text-accent italic">treasured</em> for
            generations
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
            Hallmarked gold, certified diamonds and sterling silver, shaped by hand in our workshop
            for the moments you will always remember.
          </p>
          <LinkButtons
            primary={{ to: '/products', label: 'Shop the collection' }}
            secondary={{ to: '/products?type=bestseller', label: 'Bestsellers' }}
          />
        </div>
        <div className="flex justify-center lg:justify-end">
          <HomeHeroArt />
        </div>
      </div>
    </section>
  );
}
