import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Certificate, VerifyResponse } from '#contract/certificates.ts';
import { type Fact, FactList } from '../components/fact-list.tsx';
import { gramsText } from '../components/price-breakdown.tsx';

const certificateTitle = (certificate: Pick<Certificate, 'kind' | 'lab'>) =>
  certificate.kind === 'huid' ? 'BIS hallmark (HUID)' : `${certificate.lab ?? 'Lab'} certificate`;

/** The piece a certificate belongs to and the certificate itself, as the shop recorded them. */
export function VerifiedPiece({ result }: { result: VerifyResponse }) {
  const { piece, certificate } = result;
  const [photo] = piece.images;
  const options = Object.entries(piece.options).map(([key, value]): Fact => [key, value]);
  return (
    <article
      aria-labelledby="verified-piece"
      className="grid gap-8 border border-line bg-surface p-6 sm:grid-cols-[16rem_1fr]"
    >
      {photo ? (
        <img
          src={photo}
          alt={piece.name}
          className="aspect-square w-full border border-line object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-square w-full border border-line bg-canvas" />
      )}
      <div className="space-y-6">
        <p className="inline-flex items-center gap-2 label-caps text-success">
          <BadgeCheck size={18} aria-hidden /> Genuine: this {certificateTitle(certificate)} is ours
        </p>
        <h2 id="verified-piece" className="text-3xl">
          <Link to={`/products/${piece.slug}`} className="hover:text-accent">
            {piece.name}
          </Link>
        </h2>
        <FactList
          rows={[
            ['Metal', piece.metal],
            ['Purity', piece.purity],
            ['Weight', piece.weightGrams === null ? null : gramsText(piece.weightGrams)],
            ...options,
          ]}
        />
        <section aria-labelledby="verified-certificate" className="border-t border-line pt-6">
          <h3 id="verified-certificate" className="font-sans label-caps text-accent">
            {certificateTitle(certificate)}
          </h3>
          <div className="mt-4">
            <FactList
              rows={[
                ['Number', certificate.number],
                ['Carat', certificate.carat === null ? null : `${certificate.carat} ct`],
                ['Colour', certificate.colour],
                ['Clarity', certificate.clarity],
                ['Cut', certificate.cut],
              ]}
            />
          </div>
          {certificate.pdfUrl && (
            <a
              href={certificate.pdfUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block text-sm text-accent underline-offset-4 hover:underline"
            >
              The lab&apos;s report (PDF, opens in a new tab)
            </a>
          )}
        </section>
      </div>
    </article>
  );
}
