import type { VerifyResponse } from '#contract/certificates.ts';
import { optionOf } from '#contract/variants.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { clientSubject, type RateLimiter, type RateRule } from '../../lib/rate-limit.ts';
import { middleImage } from './category-mapper.ts';
import { toCertificate } from './certificate-mapper.ts';
import { createCertificatesRepo } from './certificates.repo.ts';

export const NO_SUCH_PIECE = 'No piece with this certificate number or HUID';
/** Enough for a shopper checking a drawer of pieces; too few to walk the number space. */
export const VERIFY_PER_IP: RateRule = { name: 'verify-ip', max: 30, windowSeconds: 60 };

type Deps = { db: Db; limiter: RateLimiter };

/**
 * Anyone may check a hallmark (HUID) or lab certificate number: the piece it belongs to and the
 * certificate, sold or not, whatever became of the product since (an archived piece is still the
 * piece that was bought). Nothing about an order or its buyer is read, so nothing can leak.
 */
export async function verifyCertificate(
  { db, limiter }: Deps,
  code: string,
  client: { ip: string },
): Promise<VerifyResponse> {
  await limiter.consume([{ rule: VERIFY_PER_IP, subject: clientSubject(client.ip) }]);
  const repo = createCertificatesRepo(db);
  const [found] = await repo.findPiece(code);
  if (!found) throw new AppError('NOT_FOUND', NO_SUCH_PIECE);
  const { certificate, product, variant } = found;
  const images = await repo.findImages(product.id);
  const own = (variant?.imageIds ?? []).flatMap((id) => images.find((one) => one.id === id) ?? []);
  const options = variant?.options ?? {};
  const netWeightMg = variant?.netWeightMg ?? null;
  return {
    piece: {
      name: product.name,
      slug: product.slug,
      images: (own.length > 0 ? own : images).flatMap(
        (image) => middleImage(image.variants)?.url ?? [],
      ),
      metal: optionOf(options, 'metal') ?? product.metal,
      purity: optionOf(options, 'purity') ?? product.purity,
      weightGrams:
        netWeightMg !== null
          ? netWeightMg / 1000
          : product.weightGrams === null
            ? null
            : Number(product.weightGrams),
      options,
    },
    certificate: toCertificate(certificate),
  };
}

export function createVerifyService(deps: Deps) {
  return {
    verify: (code: string, client: { ip: string }) => verifyCertificate(deps, code, client),
  };
}

export type VerifyService = ReturnType<typeof createVerifyService>;
