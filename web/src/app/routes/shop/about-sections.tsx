import { BadgeCheck, Gem, HandHeart, Repeat, Scale, Sparkles, type LucideIcon } from 'lucide-react';

type Point = { icon: LucideIcon; title: string; text: string };

const CRAFT: readonly Point[] = [
  {
    icon: Sparkles,
    title: 'Hand-set kundan and polki',
    text: 'Our karigars set every uncut polki diamond and kundan stone by hand, in foil and pure gold, the way Jaipur’s jewellers have for centuries.',
  },
  {
    icon: BadgeCheck,
    title: 'BIS-hallmarked gold',
    text: 'Every gold piece carries the Bureau of Indian Standards hallmark and its unique HUID, so its purity is on record, not just on our word.',
  },
  {
    icon: Gem,
    title: 'Certified diamonds',
    text: 'Our natural diamonds are graded by independent laboratories, and the certificate travels with the piece.',
  },
];

const VALUES: readonly Point[] = [
  {
    icon: Scale,
    title: 'Honesty in weight and price',
    text: 'Gross weight, net weight, stone weight and making charges are written on every bill, and gold is priced at the day’s rate. No surprises.',
  },
  {
    icon: HandHeart,
    title: 'Lifetime care',
    text: 'Bring your piece back, whenever you like, for cleaning, polishing and a check of its settings. For as long as you own it, it is ours to look after.',
  },
  {
    icon: Repeat,
    title: 'Exchange, always',
    text: 'Tastes change and families grow. Our gold can always be exchanged at the day’s value, towards something new.',
  },
];

function PointList({ points }: { points: readonly Point[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className="border border-line bg-raised p-6 sm:p-8">
          <Icon size={28} strokeWidth={1.2} className="text-gold" aria-hidden />
          <h3 className="mt-5 text-2xl">{title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function AboutHero({ foundedYear }: { foundedYear: number }) {
  return (
    <section aria-labelledby="about-title" className="border-b border-line">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:gap-20 lg:px-8 lg:py-28">
        <div>
          <p className="label-caps text-accent">Our story since {foundedYear}</p>
          <h1 id="about-title" className="mt-6 text-[2.6rem] leading-[1.05] sm:text-6xl">
            A family of jewellers from <em className="font-normal text-accent italic">Jaipur</em>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
            Kanak Jewels began in {foundedYear} as one small counter and a workbench behind it. More
            than two decades later we are still a family business, still setting stones by hand, and
            still serving the families who first trusted us with their wedding gold.
          </p>
        </div>
        <div className="relative flex items-center justify-center border border-line bg-raised px-6 py-14">
          <span className="absolute inset-3 border border-gold/40" aria-hidden="true" />
          <p className="text-center">
            <span className="block label-caps text-muted">Kanak Jewels · Jaipur</span>
            <span className="mt-2 block font-display text-8xl leading-none text-accent sm:text-9xl">
              {foundedYear}
            </span>
            <span className="mt-4 block font-display text-xl text-muted italic">
              Kanak means gold
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}

export function AboutStory({ foundedYear }: { foundedYear: number }) {
  return (
    <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="label-caps text-accent">How it began</p>
      <h2 id="story-title" className="mt-4 text-4xl leading-tight sm:text-5xl">
        From the lanes of the Pink City
      </h2>
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-muted">
        <p>
          In {foundedYear}, our founder opened a modest shop near Johari Bazaar with a handful of
          designs and one promise to every customer: the weight on the bill is the weight in your
          hand. Word travelled the old way, from one family to the next.
        </p>
        <p>
          Today the second generation works beside the first. The designs have grown, the shop now
          reaches you online, and many of our karigars have been with us for most of those years.
          What has not changed is how a piece is made: drawn, cast, set and polished by hand, and
          checked by one of the family before it leaves us.
        </p>
      </div>
    </section>
  );
}

export function AboutCraft() {
  return (
    <section aria-labelledby="craft-title" className="border-y border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <p className="text-center label-caps text-accent">Our craft</p>
        <h2 id="craft-title" className="mt-4 text-center text-4xl sm:text-5xl">
          Made by hand, certified on paper
        </h2>
        <PointList points={CRAFT} />
      </div>
    </section>
  );
}

export function AboutValues() {
  return (
    <section
      aria-labelledby="values-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <p className="text-center label-caps text-accent">What we stand by</p>
      <h2 id="values-title" className="mt-4 text-center text-4xl sm:text-5xl">
        Our promise to you
      </h2>
      <PointList points={VALUES} />
    </section>
  );
}
