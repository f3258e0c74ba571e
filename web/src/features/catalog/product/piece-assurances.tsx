import { BadgeCheck, Gem, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Certificate } from '#contract/certificates.ts';

const BADGE =
  'inline-flex items-center gap-1.5 border border-gold/60 px-3 py-1.5 text-xs font-medium text-ink';

/** Each lab once, in the order their certificates come: "IGI", "GIA". */
const labsOf = (certificates: readonly Certificate[]) => [
  ...new Set(certificates.flatMap((cert) => (cert.kind === 'lab' ? [cert.lab ?? 'Lab'] : []))),
];

const details = (cert: Certificate) =>
  [cert.carat === null ? null : `${cert.carat} ct`, cert.colour, cert.clarity, cert.cut]
    .filter(Boolean)
    .join(', ');

function CertificateNumbers({ certificates }: { certificates: readonly Certificate[] }) {
  const hallmarks = certificates.filter((cert) => cert.kind === 'huid');
  const reports = certificates.filter((cert) => cert.kind === 'lab');
  const verifyLink = (cert: Certificate) => (
    <Link
      to={`/verify/${encodeURIComponent(cert.number)}`}
      className="text-accent underline-offset-4 hover:underline"
    >
      {cert.number}
    </Link>
  );
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted hover:text-accent">
        Certificate numbers of the pieces in stock
      </summary>
      <div className="mt-3 space-y-3">
        {hallmarks.length > 0 && (
          <p>
            <span className="text-muted">HUID: </span>
            {hallmarks.map((cert, index) => (
              <span key={cert.number}>
                {index > 0 && ', '}
                {verifyLink(cert)}
              </span>
            ))}
          </p>
        )}
        {reports.length > 0 && (
          <ul className="space-y-1">
            {reports.map((cert) => (
              <li key={`${cert.lab}-${cert.number}`}>
                <span className="text-muted">{cert.lab} report </span>
                {verifyLink(cert)}
                {details(cert) && <span className="text-muted"> · {details(cert)}</span>}
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted">Follow a number to check it on our Verify page.</p>
      </div>
    </details>
  );
}

/**
 * What the shop stands behind for the chosen piece: its BIS hallmark and lab certificates (badges,
 * then the numbers), and whether it may be returned.
 */
export function PieceAssurances({
  certificates,
  isReturnable,
}: {
  certificates: readonly Certificate[];
  isReturnable: boolean;
}) {
  const isHallmarked = certificates.some((cert) => cert.kind === 'huid');
  const labs = labsOf(certificates);
  if (!isHallmarked && labs.length === 0 && isReturnable) return null;
  return (
    <div className="space-y-3">
      {(isHallmarked || labs.length > 0) && (
        <ul aria-label="Certificates" className="flex flex-wrap gap-2">
          {isHallmarked && (
            <li className={BADGE}>
              <BadgeCheck size={14} className="text-gold" aria-hidden /> BIS hallmarked
            </li>
          )}
          {labs.map((lab) => (
            <li key={lab} className={BADGE}>
              <Gem size={14} className="text-gold" aria-hidden /> {lab} certified
            </li>
          ))}
        </ul>
      )}
      {certificates.length > 0 && <CertificateNumbers certificates={certificates} />}
      {!isReturnable && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Undo2 size={14} aria-hidden />
          <span>
            Not returnable, as our{' '}
            <Link
              to="/terms"
              className="text-accent underline underline-offset-4 hover:no-underline"
            >
              returns policy
            </Link>{' '}
            explains.
          </span>
        </p>
      )}
    </div>
  );
}
