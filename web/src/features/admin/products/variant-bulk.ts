import type { MakingType, Pricing, VariantRow } from './variant-model.ts';

export const BULK_FIELDS = [
  { value: 'stock', label: 'Stock' },
  { value: 'price', label: 'Price (₹)' },
  { value: 'netWeightGrams', label: 'Net weight (g)' },
  { value: 'making', label: 'Making charge' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'stoneCharges', label: 'Stone charges (₹)' },
  { value: 'otherCharges', label: 'Other charges (₹)' },
] as const;
export type BulkField = (typeof BULK_FIELDS)[number]['value'];

/** What the bulk control holds: the typed value, and the choices of the two select-like fields. */
export type BulkValue = { text: string; pricing: Pricing; makingType: MakingType };

/**
 * One value set on a row. A price only means something on a fixed-price piece and a weight or a
 * charge on a metal-rate one, so setting them moves the row to that pricing.
 */
export function applyBulk(row: VariantRow, field: BulkField, value: BulkValue): VariantRow {
  switch (field) {
    case 'stock':
      return { ...row, stock: value.text };
    case 'price':
      return { ...row, price: value.text, pricing: 'fixed' };
    case 'netWeightGrams':
      return { ...row, netWeightGrams: value.text, pricing: 'metal_rate' };
    case 'making':
      return {
        ...row,
        makingType: value.makingType,
        makingValue: value.text,
        pricing: 'metal_rate',
      };
    case 'pricing':
      return { ...row, pricing: value.pricing };
    case 'stoneCharges':
      return { ...row, stoneCharges: value.text, pricing: 'metal_rate' };
    case 'otherCharges':
      return { ...row, otherCharges: value.text, pricing: 'metal_rate' };
  }
}
