import type { z } from 'zod';
import type {
  Policy,
  PolicyInputSchema,
  PolicyKind,
  PolicyUpdateSchema,
} from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { renderMarkdown } from './markdown.ts';
import { toPolicy } from './policies-mapper.ts';
import { createPoliciesRepo, type PoliciesRepo } from './policies.repo.ts';

type PolicyInput = z.output<typeof PolicyInputSchema>;
type PolicyUpdate = z.output<typeof PolicyUpdateSchema>;

const LIST_MAX = 200;
const NOUN: Record<PolicyKind, string> = { privacy: 'Privacy section', terms: 'Terms section' };

export async function listPolicy(repo: PoliciesRepo, kind: PolicyKind): Promise<Policy[]> {
  return (await repo.list(kind, LIST_MAX)).map(toPolicy);
}

/** A new section goes last unless `order` places it. */
export async function addPolicySection(repo: PoliciesRepo, kind: PolicyKind, input: PolicyInput) {
  const row = await repo.insert(kind, {
    title: input.title,
    content: input.content,
    html: renderMarkdown(input.content),
    position: input.order ?? (await repo.nextPosition(kind)),
  });
  return { data: toPolicy(row), message: `${NOUN[kind]} added` };
}

export async function updatePolicySection(
  repo: PoliciesRepo,
  kind: PolicyKind,
  id: string,
  input: PolicyUpdate,
) {
  const row = await repo.update(kind, id, {
    title: input.title,
    content: input.content,
    html: input.content === undefined ? undefined : renderMarkdown(input.content),
    position: input.order,
  });
  if (!row) throw new AppError('NOT_FOUND', `${NOUN[kind]} not found`);
  return { data: toPolicy(row), message: `${NOUN[kind]} updated` };
}

export async function removePolicySection(repo: PoliciesRepo, kind: PolicyKind, id: string) {
  if (!(await repo.remove(kind, id))) throw new AppError('NOT_FOUND', `${NOUN[kind]} not found`);
  return { message: `${NOUN[kind]} deleted` };
}

/**
 * The privacy policy and the terms, each a list of sections in order. The Markdown is rendered and
 * sanitised when written, so every read is a plain select.
 */
export function createPoliciesService(db: Db) {
  const repo = createPoliciesRepo(db);
  return {
    list: (kind: PolicyKind) => listPolicy(repo, kind),
    add: (kind: PolicyKind, input: PolicyInput) => addPolicySection(repo, kind, input),
    update: (kind: PolicyKind, id: string, input: PolicyUpdate) =>
      updatePolicySection(repo, kind, id, input),
    remove: (kind: PolicyKind, id: string) => removePolicySection(repo, kind, id),
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;
