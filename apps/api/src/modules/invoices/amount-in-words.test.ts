import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';
import { formatInr } from './money';

describe('amounts for the invoice', () => {
  it('spells numbers with the Indian scale', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(105)).toBe('One Hundred Five');
    expect(numberInWords(5098)).toBe('Five Thousand Ninety-Eight');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(2_345_678)).toBe('Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(numberInWords(1_200_000_000)).toBe('One Hundred Twenty Crore');
    expect(numberInWords(10_000_001)).toBe('One Crore One');
  });

  it('writes rupees and paise', () => {
    expect(amountInWords(509_800)).toBe('Rupees Five Thousand Ninety-Eight Only');
    expect(amountInWords(123_456_789)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    );
  });

  it('writes paise as rupees with the paise always shown', () => {
    expect(formatInr(509_800)).toBe('₹5,098.00');
    expect(formatInr(7)).toBe('₹0.07');
    expect(formatInr(1_234_567_89)).toBe('₹12,34,567.89');
  });
});
