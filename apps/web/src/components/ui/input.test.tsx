import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field, fieldAria, Input, inputClass } from './input';

afterEach(cleanup);

describe('Input', () => {
  it('is labelled, and takes what is typed', () => {
    const onChange = vi.fn();
    render(<Input id="name" label="Full name" onChange={onChange} autoComplete="name" />);
    const input = screen.getByLabelText('Full name');
    expect(input.getAttribute('autocomplete')).toBe('name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.change(input, { target: { value: 'Asha' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reads its hint and its problem with it, and is invalid while there is a problem', () => {
    render(<Input id="pin" label="Pincode" hint="6 digits" error="Enter a valid pincode" optional />);
    const input = screen.getByRole('textbox', { name: 'Pincode (optional)' });
    expect(input.getAttribute('aria-describedby')).toBe('pin-hint pin-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('pin-hint')?.textContent).toBe('6 digits');
    expect(document.getElementById('pin-error')?.textContent).toBe('Enter a valid pincode');
  });

  it('adds its own classes after the shared ones', () => {
    render(<Input id="code" label="Code" className="uppercase" />);
    expect(screen.getByLabelText('Code').className).toBe(`${inputClass} uppercase`);
  });
});

describe('Field and fieldAria', () => {
  it('frames any control (a select) the same way', () => {
    render(
      <Field id="state" label="State" error="Choose a state">
        <select id="state" className={inputClass} {...fieldAria('state', 'Choose a state')}>
          <option>Kerala</option>
        </select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.getAttribute('aria-describedby')).toBe('state-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('says nothing when there is nothing to say', () => {
    expect(fieldAria('x', null)).toEqual({});
    expect(fieldAria('x', undefined, 'a hint')).toEqual({ 'aria-describedby': 'x-hint' });
  });
});
