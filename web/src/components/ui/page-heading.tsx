/** The gold diamond between two fine rules that sets off a heading. */
export function Ornament({ className }: { className: string }) {
  return (
    <div className={`rule-ornament ${className}`} aria-hidden="true">
      <span className="text-xs">◆</span>
    </div>
  );
}

type PageHeadingProps = {
  eyebrow: string;
  title: string;
  /** A larger title on wider screens, for pages that open with nothing else. */
  isLarge?: boolean;
  /** Where the ornament sits and how wide it is. */
  ornamentClass?: string;
};

/** A page's opening: the eyebrow, the one h1 and the ornament under it. */
export function PageHeading({
  eyebrow,
  title,
  isLarge = false,
  ornamentClass = 'mt-6 w-40',
}: PageHeadingProps) {
  return (
    <>
      <p className="label-caps text-accent">{eyebrow}</p>
      <h1 className={`mt-4 text-4xl leading-tight ${isLarge ? 'sm:text-6xl' : 'sm:text-5xl'}`}>
        {title}
      </h1>
      <Ornament className={ornamentClass} />
    </>
  );
}
