import { Link } from 'react-router';
import type { Certificate } from '#contract/certificates.ts';

/** "HUID AB12CD", "IGI 123456": how a hallmark or lab certificate is named on a line. */
function certificateLabel(certificate: Pick<Certificate, 'kind' | 'lab' | 'number'>) {
  return certificate.kind === 'huid'
    ? `HUID ${certificate.number}`
    : `${certificate.lab ?? 'Lab'} ${certificate.number}`;
}

/** The hallmark and certificates of the pieces a line took, each linked to its public check. */
export function LineCertificates({ certificates }: { certificates: readonly Certificate[] }) {
  if (certificates.length === 0) return null;
  return (
    <ul aria-label="Hallmark and certificates" className="mt-1 flex flex-wrap gap-x-3 text-xs">
      {certificates.map((certificate) => (
        <li key={`${certificate.kind}-${certificate.number}`}>
          <Link
            to={`/verify/${encodeURIComponent(certificate.number)}`}
            className="text-accent underline-offset-4 hover:underline"
          >
            {certificateLabel(certificate)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
