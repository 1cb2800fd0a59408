import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

afterEach(cleanup);

const items = [
  { id: 'a', title: 'Materials', content: <p>Sterling silver</p> },
  { id: 'b', title: 'Care', content: <p>Keep dry</p> },
  { id: 'c', title: 'Sizes', content: <p>Indian sizes</p> },
];

describe('Accordion', () => {
  it('headers are buttons in headings that toggle their panel and report aria-expanded', () => {
    render(<Accordion items={items} headingLevel={3} />);
    const button = screen.getByRole('button', { name: 'Materials' });
    expect(button.closest('h3')).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Materials' })).toBeNull(); // a closed panel is hidden
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Materials' });
    expect(panel.id).toBe(button.getAttribute('aria-controls'));
    expect(panel.textContent).toBe('Sterling silver');
  });

  it('Arrow Down/Up, Home and End move focus between headers, wrapping', () => {
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    first?.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });
});
