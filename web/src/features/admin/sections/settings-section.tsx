import { FETCH_FAILED } from '#web/lib/messages.ts';
import { useShopSettings } from '#web/features/config/settings-api.ts';
import { LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { SettingsForm } from '../settings/settings-form.tsx';

/** ADMIN only: what the shop says about itself, what it charges, and its stock and cart limits. */
export function SettingsSection() {
  const query = useShopSettings();
  return (
    <section>
      <SectionHeader
        title="Settings"
        description="The shop's name, contact details, links, charges and limits, its tax invoices, payments and returns. Changes apply at once."
      />
      {query.isPending && <LoadingBlocks label="Loading the settings…" count={4} height="h-40" />}
      {query.isError && (
        <LoadError
          title="The settings could not be shown"
          error={query.error}
          fallback={FETCH_FAILED}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && <SettingsForm settings={query.data} />}
    </section>
  );
}
