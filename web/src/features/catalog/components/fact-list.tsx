/** A term and its value; rows without a value are left out. */
export type Fact = [string, string | null];

/** Facts as a two-column description list (term, value), e.g. a piece's metal, purity and weight. */
export function FactList({ rows, className = '' }: { rows: Fact[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-8 gap-y-3 text-sm ${className}`}>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="label-caps text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
