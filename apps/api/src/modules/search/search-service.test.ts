import { describe, expect, it } from 'vitest';
import { searchWords } from './search-service';

describe('searchWords', () => {
  it('lower-cases and splits on anything that is not a letter or digit', () => {
    expect(searchWords('Rose-Gold  RING!')).toEqual(['rose', 'gold', 'ring']);
  });
  it('drops one-letter words and keeps at most six', () => {
    expect(searchWords('a b cd')).toEqual(['cd']);
    expect(searchWords('one two three four five six seven eight')).toHaveLength(6);
  });
  it('keeps digits and Indian scripts', () => {
    expect(searchWords('18k हार')).toEqual(['18k', 'हार']);
  });
  it('returns nothing for blank or punctuation-only input', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('%%% ;;')).toEqual([]);
  });
});
