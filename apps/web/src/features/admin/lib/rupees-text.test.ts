import { describe, expect, it } from 'vitest';
import { rupeesHint, rupeesOrNull, rupeesText } from './rupees-text';

describe('rupees in a text field', () => {
  it('reads what the owner types', () => {
    expect(rupeesOrNull('')).toBeNull();
    expect(rupeesOrNull(' ₹1,49,999.50 ')).toBe(149999.5);
    expect(rupeesOrNull('about 500')).toBeNaN();
  });

  it('shows the amount it reads as, and puts a stored price back', () => {
    expect(rupeesHint('149999')).toBe('Reads as ₹1,49,999');
    expect(rupeesHint('abc')).toBeUndefined();
    expect(rupeesText(null)).toBe('');
    expect(rupeesText(1499.5)).toBe('1499.5');
  });
});
