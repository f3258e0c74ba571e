import { createContext, useCallback, useContext } from 'react';

export const DEFAULT_CURRENCY = 'INR';

/** The shop's currency (a shop setting from /api/config); the app provides it. */
export const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, fractionDigits: number | undefined): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits ?? 'auto'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const minorDigits = new Map<string, number>();

/** How many digits the currency's minor unit has (2 for INR), asked of Intl once per currency. */
function minorDigitsOf(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = formatterFor(currency, undefined).resolvedOptions().maximumFractionDigits ?? 2;
    minorDigits.set(currency, digits);
  }
  return digits;
}

/**
 * Formats an amount held in the currency's minor unit (paise for INR). Whole amounts drop the
 * decimals ("₹1,25,000"), as jewellery prices are shown; anything else keeps them ("₹499.50").
 */
export function formatMoney(minorUnits: number, currency: string = DEFAULT_CURRENCY): string {
  const digits = minorDigitsOf(currency);
  const scale = 10 ** digits;
  const amount = minorUnits / scale;
  const isWhole = minorUnits % scale === 0;
  return formatterFor(currency, isWhole ? 0 : digits).format(amount);
}

/** Whole-number percentage off the MRP, or 0 when there is no saving. */
export function discountPercent(price: number, mrp: number): number {
  if (mrp <= 0 || mrp <= price) return 0;
  return Math.floor(((mrp - price) / mrp) * 100);
}

/** A formatter in the shop's currency (INR until /api/config answers). */
export function useMoney(): (minorUnits: number) => string {
  const currency = useContext(CurrencyContext);
  return useCallback((minorUnits: number) => formatMoney(minorUnits, currency), [currency]);
}
