import { ToWords } from 'to-words';

const indianWords = new ToWords({ localeCode: 'en-IN' });
/** Lakh and crore are for rupees; other currencies count in thousands and millions. */
const internationalWords = new ToWords({ localeCode: 'en-US' });

function fractionDigitsOf(currency: string): number {
  return (
    new Intl.NumberFormat('en-IN', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * An amount as an invoice writes it out: "Twenty Nine Thousand Six Hundred Ninety Four Rupees And
 * Fifty Paise Only" (paise only when there are some). Currencies other than the rupee read as
 * "USD One Hundred Twenty And 25/100 Only", the way cheques write them.
 */
export function amountInWords(minorUnits: number, currency: string): string {
  if (currency === 'INR') {
    return indianWords.convert(minorUnits / 100, {
      currency: true,
      ignoreZeroCurrency: minorUnits !== 0,
    });
  }
  const digits = fractionDigitsOf(currency);
  const scale = 10 ** digits;
  const major = Math.trunc(minorUnits / scale);
  const minor = Math.abs(minorUnits % scale);
  const fraction = minor === 0 ? '' : ` And ${String(minor).padStart(digits, '0')}/${scale}`;
  return `${currency} ${internationalWords.convert(major)}${fraction} Only`;
}
