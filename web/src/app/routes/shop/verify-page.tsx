import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { verifyQuery } from '#web/features/catalog/verify-api.ts';
import { VerifiedPiece } from '#web/features/catalog/verify/verified-piece.tsx';
import { VerifyForm } from '#web/features/catalog/verify/verify-form.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { ContentHeader } from './content-header.tsx';

function NotFound({ code }: { code: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center border border-line bg-surface px-6 py-14 text-center"
    >
      <SearchX size={32} strokeWidth={1.2} className="text-gold" aria-hidden />
      <h2 className="mt-4 text-2xl">Certificate not found</h2>
      <p className="mt-3 max-w-md text-muted">
        No piece of ours has the certificate number or HUID “{code}”. Check it against the stamp or
        the report, letter by letter; if it still is not found, please contact us.
      </p>
    </div>
  );
}

/** One code's answer: the piece and its certificate, not found, or what went wrong. */
function VerifyResult({ code }: { code: string }) {
  const query = useQuery(verifyQuery(code));
  if (query.isPending)
    return (
      <div role="status" className="h-64 animate-pulse border border-line bg-surface">
        <span className="sr-only">Checking {code}…</span>
      </div>
    );
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && error.status === 404) return <NotFound code={code} />;
    if (error instanceof ApiError && error.status < 500)
      return (
        <p role="alert" className="border border-line bg-surface px-6 py-10 text-center">
          {errorMessage(error)}
        </p>
      );
    return (
      <LoadError
        title="The certificate could not be checked"
        error={error}
        onRetry={() => void query.refetch()}
        isCompact
      />
    );
  }
  return <VerifiedPiece result={query.data} />;
}

/** `/verify` and `/verify/{code}`: anyone checks a hallmark or lab certificate of the shop's. */
export function VerifyPage() {
  const params = useParams();
  // Codes are kept in capitals; one typed into the address in any case means the same piece.
  const code = params.code?.trim().toUpperCase() || undefined;
  const navigate = useNavigate();
  usePageTitle(code ? `Verify ${code}` : 'Verify a certificate');
  return (
    <>
      <ContentHeader eyebrow="Hallmarks and certificates" title="Verify a certificate">
        Hallmarked gold carries a BIS HUID of its own, and certified diamonds an independent
        lab&apos;s report. Enter the number to see the piece it belongs to.
      </ContentHeader>
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12 sm:px-6">
        <VerifyForm
          key={code}
          code={code}
          onVerify={(next) => void navigate(`/verify/${encodeURIComponent(next)}`)}
        />
        {code && <VerifyResult code={code} />}
      </div>
    </>
  );
}
