import type { ReactNode } from 'react';
import type { SettingKey } from './settings-form-schema.ts';

export function SettingsGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border border-line bg-raised px-4 pt-2 pb-6 sm:px-6">
      <legend className="px-2 text-xl">{legend}</legend>
      <div className="mt-2 grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Draws one setting's field, labelled and with its error; extra props go on the input. */
export type FieldMaker = (key: SettingKey, props?: Record<string, unknown>) => ReactNode;
