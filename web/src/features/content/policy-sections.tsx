import { SHOP_TIME_ZONE } from '#contract/config.ts';
import type { Policy } from '#contract/content.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

// The server's HTML holds only an allow-listed set of tags (decision 008); these give them the
// shop's type without a typography plugin.
const PROSE = [
  'leading-relaxed text-muted break-words',
  '[&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink [&_em]:italic',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-1.5 [&_li]:pl-1 [&_li::marker]:text-gold',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:no-underline',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-2 [&_blockquote]:border-gold [&_blockquote]:pl-4',
  '[&_code]:bg-surface [&_code]:px-1 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:bg-surface [&_pre]:p-4',
  '[&_hr]:my-8 [&_hr]:border-line',
  '[&_table]:mt-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-line [&_td]:p-2',
  '[&_th]:border [&_th]:border-line [&_th]:p-2 [&_th]:text-left [&_th]:text-ink',
  '[&>*:first-child]:mt-0',
].join(' ');

/** When the most recently changed section changed; undefined without sections. */
export function lastChanged(sections: readonly Policy[]): Date | undefined {
  const times = sections.map((section) => Date.parse(section.updatedAt)).filter(Number.isFinite);
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

export function formatPolicyDate(date: Date): string {
  return dateFormat.format(date);
}

/** Readable, unique anchors for the sections, from their titles. */
export function sectionAnchors(sections: readonly Policy[]): string[] {
  const seen = new Set<string>();
  return sections.map((section, index) => {
    const base =
      section.title
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || `section-${index + 1}`;
    let anchor = base;
    for (let n = 2; seen.has(anchor); n += 1) anchor = `${base}-${n}`;
    seen.add(anchor);
    return anchor;
  });
}

/** A table of contents with anchors, then each section under its title. */
export function PolicySections({ sections }: { sections: readonly Policy[] }) {
  const anchors = sectionAnchors(sections);
  return (
    <div className="grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
      <nav aria-labelledby="policy-contents-title" className="lg:sticky lg:top-28 lg:self-start">
        <h2 id="policy-contents-title" className="font-sans label-caps text-accent">
          On this page
        </h2>
        <ol className="mt-4 space-y-1 border-l border-line text-sm">
          {sections.map((section, index) => (
            <li key={section._id}>
              <a
                href={`#${anchors[index]}`}
                className="-ml-px flex min-h-10 items-center border-l border-transparent pl-4 text-muted transition-colors hover:border-gold hover:text-accent"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 space-y-14">
        {sections.map((section, index) => (
          <section key={section._id} aria-labelledby={anchors[index]}>
            <h2 id={anchors[index]} className="scroll-mt-24 text-3xl sm:text-4xl md:scroll-mt-28">
              {section.title}
            </h2>
            <div
              className={`mt-5 ${PROSE}`}
              // Safe by construction: `html` is the server's render of staff Markdown, sanitised with
              // an allow-list (no script, no event handlers, no javascript: links; decision 008).
              // Nothing a visitor typed ever reaches this field.
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          </section>
        ))}
      </div>
    </div>
  );
}
