import type { z } from 'zod';
import type { Faq, FaqInputSchema, FaqUpdateSchema } from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { toFaq } from './faqs-mapper.ts';
import { createFaqsRepo, type FaqsRepo } from './faqs.repo.ts';

type FaqInput = z.output<typeof FaqInputSchema>;
type FaqUpdate = z.output<typeof FaqUpdateSchema>;

/** More than any shop writes; keeps one answer bounded. */
const LIST_MAX = 500;
const NOT_FOUND = 'FAQ not found';

export async function listFaqs(repo: FaqsRepo): Promise<Faq[]> {
  return (await repo.list(LIST_MAX)).map(toFaq);
}

/** A new FAQ goes last unless `order` places it. */
export async function addFaq(repo: FaqsRepo, input: FaqInput): Promise<Faq> {
  const row = await repo.insert({
    question: input.data.question,
    answer: input.data.answer,
    position: input.order ?? (await repo.nextPosition()),
  });
  return toFaq(row);
}

export async function updateFaq(repo: FaqsRepo, id: string, input: FaqUpdate): Promise<Faq> {
  const row = await repo.update(id, {
    question: input.data?.question,
    answer: input.data?.answer,
    position: input.order,
  });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toFaq(row);
}

export async function removeFaq(repo: FaqsRepo, id: string): Promise<{ message: string }> {
  if (!(await repo.remove(id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { message: 'FAQ deleted' };
}

/** Questions and answers in the order staff give them. */
export function createFaqsService(db: Db) {
  const repo = createFaqsRepo(db);
  return {
    list: () => listFaqs(repo),
    add: (input: FaqInput) => addFaq(repo, input),
    update: (id: string, input: FaqUpdate) => updateFaq(repo, id, input),
    remove: (id: string) => removeFaq(repo, id),
  };
}

export type FaqsService = ReturnType<typeof createFaqsService>;
