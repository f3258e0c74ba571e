import { asc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Faq, FaqInputSchema, FaqUpdateSchema } from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { faqs } from './faqs.table.ts';

type Row = typeof faqs.$inferSelect;
/** More than any shop writes; keeps one answer bounded. */
const LIST_MAX = 500;

const toFaq = (row: Row): Faq => ({
  _id: row.id,
  faqData: { question: row.question, answer: row.answer },
  order: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Questions and answers in the order staff give them; a new one goes last unless placed. */
export function createFaqsService(db: Db) {
  async function list(): Promise<Faq[]> {
    const rows = await db
      .select()
      .from(faqs)
      .orderBy(asc(faqs.position), asc(faqs.createdAt), asc(faqs.id))
      .limit(LIST_MAX);
    return rows.map(toFaq);
  }

  async function nextPosition(): Promise<number> {
    const [row] = await db.select({ last: max(faqs.position) }).from(faqs);
    return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  }

  async function add(input: z.output<typeof FaqInputSchema>): Promise<Faq> {
    const [row] = await db
      .insert(faqs)
      .values({
        id: newId(),
        question: input.data.question,
        answer: input.data.answer,
        position: input.order ?? (await nextPosition()),
      })
      .returning();
    return toFaq(row!);
  }

  async function update(id: string, input: z.output<typeof FaqUpdateSchema>): Promise<Faq> {
    const [row] = isUuid(id)
      ? await db
          .update(faqs)
          .set({
            question: input.data?.question,
            answer: input.data?.answer,
            position: input.order,
            updatedAt: sql`now()`,
          })
          .where(eq(faqs.id, id))
          .returning()
      : [];
    if (!row) throw new AppError('NOT_FOUND', 'FAQ not found');
    return toFaq(row);
  }

  async function remove(id: string): Promise<{ message: string }> {
    const [row] = isUuid(id) ? await db.delete(faqs).where(eq(faqs.id, id)).returning() : [];
    if (!row) throw new AppError('NOT_FOUND', 'FAQ not found');
    return { message: 'FAQ deleted' };
  }

  return { list, add, update, remove };
}

export type FaqsService = ReturnType<typeof createFaqsService>;
