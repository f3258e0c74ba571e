import { type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

const statementsByDb = new WeakMap<Db | Tx, Map<string, unknown>>();
let statementCount = 0;

/**
 * A query built and prepared once per database handle and `shape`, then only executed: Drizzle
 * builds no SQL again, and on PostgreSQL each pooled connection parses it once under its name and
 * may keep its plan (node-postgres named statements; PGlite ignores the name). `shape` must name
 * everything that changes the SQL text; values go in placeholders. Names are unique in the
 * process, which is all a connection needs.
 */
export function preparedOnce<Statement>(
  db: Db | Tx,
  shape: string,
  prepare: (name: string) => Statement,
): Statement {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = new Map<string, unknown>()));
  let statement = statements.get(shape) as Statement | undefined;
  if (!statement) {
    statement = prepare(`shop_${++statementCount}`);
    statements.set(shape, statement);
  }
  return statement;
}

/**
 * Collects a query's values as named placeholders, and the shape of the SQL that uses them (which
 * optional parts it has), for `preparedOnce`.
 */
export function createBindings() {
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  return {
    values,
    shape,
    /** The value as a placeholder of the statement. */
    bind: (name: string, value: unknown): Placeholder => {
      values[name] = value;
      return sql.placeholder(name);
    },
    /** Notes a part of the SQL that only some calls have. */
    note: (part: string): void => void shape.push(part),
  };
}

export type Bindings = ReturnType<typeof createBindings>;
