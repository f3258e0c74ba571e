/** A name column, then figures aligned right; the first and last sit flush with the table's edges. */
const PLACES = ['py-2 pr-3', 'px-3 py-2 text-right', 'py-2 pl-3 text-right'] as const;

type FiguresHeadProps = { columns: readonly [string, string, string]; className?: string };

/** The head of a small figures table on the overview: what each column counts. */
export function FiguresHead({ columns, className = '' }: FiguresHeadProps) {
  return (
    <thead>
      <tr className="border-b border-line">
        {columns.map((column, index) => (
          <th key={column} scope="col" className={`${PLACES[index]} font-medium ${className}`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
