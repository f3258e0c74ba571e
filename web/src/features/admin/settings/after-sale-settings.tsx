import type { UseFormRegister } from 'react-hook-form';
import { INVOICE_STATUSES } from '#contract/settings.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { SETTING_LABELS, type SettingsFormInput } from './settings-form-schema.ts';
import { SettingsGroup, type FieldMaker } from './settings-group.tsx';

const INVOICE_AT = INVOICE_STATUSES.map((status) => ({ value: status, label: status }));

type AfterSaleSettingsProps = {
  text: FieldMaker;
  number: FieldMaker;
  register: UseFormRegister<SettingsFormInput>;
  bankDetailsError: string | undefined;
};

/** What the shop prints on tax invoices, how customers may pay, and how long returns stay open. */
export function AfterSaleSettings({
  text,
  number,
  register,
  bankDetailsError,
}: AfterSaleSettingsProps) {
  return (
    <>
      <SettingsGroup legend="Tax invoice">
        {text('legalName', { autoComplete: 'organization' })}
        {text('gstin', {
          hint: '15 characters, such as 08AAACK1234F1Z5.',
          maxLength: 15,
          autoCapitalize: 'characters',
        })}
        {text('state', { hint: 'Deliveries to this state get CGST and SGST, others IGST.' })}
        {text('invoicePrefix', {
          hint: 'Up to 6 letters or digits: KJ makes KJ/2026-27/000123.',
          maxLength: 6,
          autoCapitalize: 'characters',
        })}
        {text('hsnCode', { hint: '7113 for jewellery of precious metal.', inputMode: 'numeric' })}
        <SelectField
          label={SETTING_LABELS.invoiceOnStatus}
          options={INVOICE_AT}
          {...register('invoiceOnStatus')}
        />
      </SettingsGroup>
      <SettingsGroup legend="Payments">
        {number('codLimit', {
          step: '0.01',
          min: 0,
          hint: 'In rupees: orders of this total or more are paid by UPI or bank transfer.',
        })}
        {text('upiId', { hint: 'Shown to customers who pay by UPI.' })}
        <TextAreaField
          label={SETTING_LABELS.bankDetails}
          error={bankDetailsError}
          className="md:col-span-2"
          rows={3}
          hint="Account name, bank, account number and IFSC, shown to customers who pay by bank transfer."
          {...register('bankDetails')}
        />
      </SettingsGroup>
      <SettingsGroup legend="Returns">
        {number('returnWindowDays', {
          step: 1,
          min: 0,
          max: 365,
          inputMode: 'numeric',
          hint: 'Days after delivery in which customers may ask to return pieces.',
        })}
      </SettingsGroup>
    </>
  );
}
