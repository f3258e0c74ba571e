import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [2_969_450, 'Twenty Nine Thousand Six Hundred Ninety Four Rupees And Fifty Paise Only'],
    [2_969_400, 'Twenty Nine Thousand Six Hundred Ninety Four Rupees Only'],
    [
      12_345_678_90,
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees And Ninety Paise Only',
    ],
    [100, 'One Rupee Only'],
    [1, 'One Paisa Only'],
    [50, 'Fifty Paise Only'],
    [0, 'Zero Rupees Only'],
  ])('writes %i paise as "%s"', (paise, words) => {
    expect(amountInWords(paise, 'INR')).toBe(words);
  });

  it('writes other currencies in thousands and millions with the code, cents as a fraction', () => {
    expect(amountInWords(123_456_725, 'USD')).toBe(
      'USD One Million Two Hundred Thirty Four Thousand Five Hundred Sixty Seven And 25/100 Only',
    );
    expect(amountInWords(12_000, 'USD')).toBe('USD One Hundred Twenty Only');
  });

  it('when a currency has no minor unit, writes the whole amount', () => {
    expect(amountInWords(1_500, 'JPY')).toBe('JPY One Thousand Five Hundred Only');
  });
});
