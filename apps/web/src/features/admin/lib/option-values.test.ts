import { describe, expect, it } from 'vitest';
import { valuesFromText } from './option-values';

describe('valuesFromText', () => {
  it('reads commas and ranges of whole numbers, leaving out blanks and repeats', () => {
    expect(valuesFromText('6-12')).toEqual(['6', '7', '8', '9', '10', '11', '12']);
    expect(valuesFromText('Gold, Rose  Gold, , Gold')).toEqual(['Gold', 'Rose Gold']);
    expect(valuesFromText('6 to 8', ['7'])).toEqual(['6', '8']);
  });

  it('keeps a backwards or a very long range as one value', () => {
    expect(valuesFromText('12-6')).toEqual(['12-6']);
    expect(valuesFromText('1-100')).toEqual(['1-100']);
  });
});
