import { useState } from 'react';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { useMetalRates } from '#web/features/catalog/metal-rates-api.ts';
import { LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { MetalRatesForm } from '../metal-rates/metal-rates-form.tsx';
import { RateHistory } from '../metal-rates/rate-history.tsx';
import { ReadOnlyRates } from '../metal-rates/rate-rows.tsx';

/**
 * Today's rate of each metal and purity, which prices every metal-rate piece, and how the rates
 * moved. Managers may set them only when the shop allows it; the server says so by refusing.
 */
export function MetalRatesSection() {
  const query = useMetalRates();
  const [isRefused, setIsRefused] = useState(false);
  return (
    <section>
      <SectionHeader
        title="Metal rates"
        description="Rates per gram, in rupees. Saving reprices every piece priced by the metal rate."
      />
      {query.isPending && <LoadingBlocks label="Loading the rates…" count={4} />}
      {query.isError && (
        <LoadError
          title="The rates could not be shown"
          error={query.error}
          fallback={FETCH_FAILED}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data &&
        (isRefused ? (
          <div className="mt-6 space-y-4">
            <p role="status" className="border border-gold bg-gold/10 px-4 py-3 text-sm">
              Only administrators set the metal rates in this shop. An administrator can let
              managers set them too, in Settings.
            </p>
            <ReadOnlyRates rates={query.data} />
          </div>
        ) : (
          <MetalRatesForm rates={query.data} onRefused={() => setIsRefused(true)} />
        ))}
      <RateHistory />
    </section>
  );
}
