import { BadgeCheck, Gem, RotateCcw, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FALLBACK_FOUNDED_YEAR, useConfig } from '#web/features/config/config-api.ts';

const PROMISES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: 'BIS hallmarked gold',
    text: 'Every gold piece carries the BIS hallmark of purity.',
  },
  {
    icon: Gem,
    title: 'Certified diamonds',
    text: 'Natural diamonds, graded and certified by independent labs.',
  },
  {
    icon: Truck,
    title: 'Free insured shipping',
    text: 'Delivered to your door, fully insured, at no cost.',
  },
  {
    icon: RotateCcw,
    title: 'Easy returns',
    text: 'Changed your mind? Returns are simple and courteous.',
  },
];

export function PromiseStrip() {
  return (
    <section aria-labelledby="promise-title" className="border-b border-line bg-surface">
      <h2 id="promise-title" className="sr-only">
        Our promise
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-px px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-4 px-2 py-4 lg:flex-col lg:items-center lg:px-6 lg:text-center"
          >
            <Icon size={28} strokeWidth={1.2} className="shrink-0 text-gold" aria-hidden />
            <div>
              <h3 className="font-sans text-sm font-semibold tracking-wide">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StoryTeaser() {
  const foundedYear = useConfig()?.foundedYear ?? FALLBACK_FOUNDED_YEAR;
  return (
    <section
      aria-labelledby="story-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
        <div className="relative flex items-center justify-center border border-line bg-raised px-6 py-14">
          <span className="absolute inset-3 border border-gold/40" aria-hidden="true" />
          <p className="text-center">
            <span className="block label-caps text-muted">Since</span>
            <span className="block font-display text-8xl leading-none text-accent sm:text-9xl">
              {foundedYear}
            </span>
          </p>
        </div>
        <div>
          <p className="label-caps text-accent">Our story since {foundedYear}</p>
          <h2 id="story-title" className="mt-4 text-4xl leading-tight sm:text-5xl">
            Over two decades of craft, from one family workshop
          </h2>
          <p className="mt-6 leading-relaxed text-muted">
            What began as a small counter of hand-finished gold has grown into a house trusted by
            families for their weddings, festivals and quiet everyday rituals. We still set every
            stone by hand, and we still know many of our customers by name.
          </p>
          <Link to="/about" className={buttonClass('outline', 'mt-10')}>
            Read our story
          </Link>
        </div>
      </div>
    </section>
  );
}
