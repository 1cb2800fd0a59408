import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './button';

afterEach(cleanup);

const classes = (element: Element) => element.className.split(' ');

describe('Button', () => {
  it('is a primary, 44 px, type="button" button unless told otherwise', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to Cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button.getAttribute('type')).toBe('button');
    expect(classes(button)).toEqual(
      expect.arrayContaining(['bg-brand', 'text-on-brand', 'min-h-11', 'px-5']),
    );
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits a form when told to, and passes its own attributes on', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" data-testid="go" aria-describedby="why" disabled={false}>
          Verify OTP
        </Button>
      </form>,
    );
    const button = screen.getByTestId('go');
    expect(button.getAttribute('aria-describedby')).toBe('why');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disabled: not clickable, dimmed', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Out of Stock
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(classes(screen.getByRole('button'))).toEqual(
      expect.arrayContaining(['disabled:opacity-60', 'disabled:cursor-not-allowed']),
    );
  });
});

describe('buttonClass', () => {
  it('gives each variant its colours in both themes', () => {
    expect(buttonClass({ variant: 'outline' })).toContain('border-2 border-stone-900');
    expect(buttonClass({ variant: 'outline' })).toContain('dark:border-stone-100');
    expect(buttonClass({ variant: 'secondary' })).toContain('border border-stone-400');
    expect(buttonClass({ variant: 'secondary' })).toContain('dark:border-stone-500');
    expect(buttonClass({ variant: 'ink' })).toContain('bg-stone-900');
    expect(buttonClass({ variant: 'ink' })).toContain('dark:bg-stone-100');
    expect(buttonClass({ variant: 'danger' })).toContain('bg-red-700');
    expect(buttonClass({ variant: 'ghost' })).toContain('dark:hover:bg-stone-800');
  });

  it('keeps a 44 px touch target at every size and a focus ring in both themes', () => {
    for (const size of ['sm', 'md', 'icon'] as const)
      expect(buttonClass({ size })).toMatch(/(^| )(min-h-11|size-11)( |$)/);
    for (const size of ['lg', 'xl'] as const) expect(buttonClass({ size })).toContain('min-h-12');
    expect(buttonClass()).toContain('focus-visible:outline-3');
    expect(buttonClass()).toContain('dark:focus-visible:outline-[#93c5fd]');
  });

  it('a link-like button is its text: no height or padding; layout classes come last', () => {
    const link = buttonClass({ variant: 'link', size: 'lg', className: 'self-start' });
    expect(link).toContain('underline');
    expect(link).not.toContain('min-h-12');
    expect(link.endsWith(' self-start')).toBe(true);
  });
});
