import type { ShopSettings } from '#contract/settings.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useUpdateSettings } from '#web/features/config/settings-api.ts';
import {
  changedSettings,
  SETTING_LABELS,
  SettingsFormSchema,
  settingsIssueMessage,
  toFormValues,
  type SettingKey,
} from './settings-form-schema.ts';
import { AfterSaleSettings } from './after-sale-settings.tsx';
import { SettingsGroup, type FieldMaker } from './settings-group.tsx';

const ALL_KEYS = Object.keys(SETTING_LABELS) as SettingKey[];
const ROUNDINGS = [
  { value: 'rupee', label: 'To the rupee' },
  { value: 'paise', label: 'To the paisa' },
];

/** Every shop setting, checked by the shared rules as staff type; saves only what changed. */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const update = useUpdateSettings();
  const form = useZodForm(SettingsFormSchema, toFormValues(settings), {
    error: settingsIssueMessage,
  });
  const { errors } = form.formState;
  const text: FieldMaker = (key, props = {}) => (
    <TextField
      label={SETTING_LABELS[key]}
      error={errors[key]?.message}
      {...props}
      {...form.register(key)}
    />
  );
  const number: FieldMaker = (key, props = {}) => (
    <TextField
      label={SETTING_LABELS[key]}
      type="number"
      inputMode="decimal"
      error={errors[key]?.message}
      {...props}
      {...form.register(key, { valueAsNumber: true })}
    />
  );
  const checkbox = (key: 'pricesIncludeTax' | 'managersSetMetalRates') => (
    <label className="flex min-h-11 items-center gap-3 md:col-span-2">
      <input type="checkbox" className="size-5 accent-accent" {...form.register(key)} />
      <span>{SETTING_LABELS[key]}</span>
    </label>
  );

  const onSubmit = form.handleSubmit((values) => {
    const changes = changedSettings(settings, values);
    if (Object.keys(changes).length === 0) {
      notify.success('Nothing to save: the settings are as they were');
      return;
    }
    update.mutate(changes, {
      onSuccess: (answer) => {
        form.reset(toFormValues(answer.settings));
        notify.success(answer.message ?? 'Settings saved');
      },
      onError: (error) => setServerFieldErrors(error, form.setError, ALL_KEYS),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-8">
      <SettingsGroup legend="The shop">
        {text('shopName', { autoComplete: 'organization' })}
        {text('tagline')}
      </SettingsGroup>
      <SettingsGroup legend="Contact">
        {text('contactEmail', { type: 'email' })}
        {text('contactPhone', { type: 'tel' })}
        <TextAreaField
          label={SETTING_LABELS.address}
          error={errors.address?.message}
          className="md:col-span-2"
          rows={3}
          {...form.register('address')}
        />
        {text('hours')}
      </SettingsGroup>
      <SettingsGroup legend="Links">
        {text('chatLink', { type: 'url', hint: 'The floating chat button opens it.' })}
        {text('instagramUrl', { type: 'url' })}
        {text('facebookUrl', { type: 'url' })}
      </SettingsGroup>
      <SettingsGroup legend="Money and tax">
        {text('currency', {
          hint: 'Three letters, such as INR.',
          maxLength: 3,
          autoCapitalize: 'characters',
        })}
        {number('shippingFee', { step: '0.01', min: 0, hint: 'In rupees.' })}
        {number('freeShippingThreshold', {
          step: '0.01',
          min: 0,
          hint: 'In rupees; 0 ships everything free.',
        })}
        {number('taxRatePercent', {
          step: '0.01',
          min: 0,
          max: 50,
          hint: 'Percent, e.g. 3 for GST on gold.',
        })}
        {checkbox('pricesIncludeTax')}
      </SettingsGroup>
      <SettingsGroup legend="Stock and cart">
        {number('lowStockThreshold', {
          step: 1,
          min: 0,
          inputMode: 'numeric',
          hint: 'Staff are told when stock falls to it.',
        })}
        {number('maxQtyPerLine', {
          step: 1,
          min: 1,
          inputMode: 'numeric',
          hint: 'Per product in one cart.',
        })}
      </SettingsGroup>
      <SettingsGroup legend="Metal rates">
        <SelectField
          label={SETTING_LABELS.priceRounding}
          options={ROUNDINGS}
          {...form.register('priceRounding')}
        />
        {number('rateChangeConfirmPercent', {
          step: '0.1',
          min: 0,
          max: 100,
          hint: 'Percent: a bigger move of a rate must be confirmed before it reprices anything.',
        })}
        {checkbox('managersSetMetalRates')}
      </SettingsGroup>
      <SettingsGroup legend="Notifications">
        {number('notificationRetentionDays', {
          step: 1,
          min: 1,
          max: 3650,
          inputMode: 'numeric',
          hint: 'Days: older notifications that staff have read are deleted; unread ones stay.',
        })}
      </SettingsGroup>
      <AfterSaleSettings
        text={text}
        number={number}
        register={form.register}
        bankDetailsError={errors.bankDetails?.message}
      />
      <FormError message={update.error && errorMessage(update.error, SOMETHING_WENT_WRONG)} />
      <SubmitButton isPending={update.isPending} pendingLabel="Saving…" className="sm:w-auto">
        Save settings
      </SubmitButton>
    </form>
  );
}
