import { describe, expect, it } from 'vitest';
import { readableTextOn } from './color';

describe('readableTextOn', () => {
  it('picks white on dark brand colours and ink on light ones', () => {
    expect(readableTextOn('#7c4a03')).toBe('#ffffff');
    expect(readableTextOn('#000')).toBe('#ffffff');
    expect(readableTextOn('#f5d76e')).toBe('#111111');
    expect(readableTextOn('rebeccapurple')).toBe('#ffffff');
  });
});
