import { usePageTitle } from '#web/features/config/use-page-title.ts';
import { HomeHero } from './home-hero.tsx';
import { InviteBand, PromiseStrip, StoryTeaser } from './home-sections.tsx';

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HomeHero />
      <PromiseStrip />
      <StoryTeaser />
      <InviteBand />
    </>
  );
}
