import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumericInput, type NumericInputProps } from './numeric-input';
import { setupUser } from '../../../test/user-event';

/** A field whose parent keeps the value, as a form does; `values` records what onChange handed. */
function setup(props: Partial<NumericInputProps> = {}) {
  const values: unknown[] = [];
  function Field() {
    const [value, setValue] = useState(props.value ?? null);
    const onChange = (next: unknown) => {
      values.push(next);
      setValue(next as never);
    };
    return <NumericInput label="Amount" {...(props as object)} value={value as never} onChange={onChange} />;
  }
  const user = setupUser();
  render(
    <MantineProvider env="test">
      <Field />
      <button type="button">elsewhere</button>
    </MantineProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'Amount' });
  return { user, input, values, last: () => values.at(-1) };
}

describe('NumericInput: numbers (spec 02 §3–§5)', () => {
  it('hands a number while typing, and null once empty or with nothing numeric in it', async () => {
    const { user, input, last } = setup();
    await user.type(input, '12.5');
    expect(input).toHaveValue('12.5');
    expect(last()).toBe(12.5);
    await user.clear(input);
    expect(last()).toBeNull();
    await user.type(input, 'abc');
    expect(input).toHaveValue('');
    expect(last()).toBeNull();
  });

  it('on blur, an empty value stays empty without reset-if-empty', async () => {
    const { user, input, values } = setup({ min: 3 });
    await user.click(input);
    await user.tab();
    expect(input).toHaveValue('');
    expect(values).toEqual([]);
  });

  it('on blur, reset-if-empty makes an empty value the minimum, or 0 without one', async () => {
    const withMin = setup({ min: 3, resetIfEmpty: true, label: 'Amount' });
    await withMin.user.click(withMin.input);
    await withMin.user.tab();
    expect(withMin.input).toHaveValue('3');
    expect(withMin.last()).toBe(3);
  });

  it('reset-if-empty without a minimum gives 0', async () => {
    const { user, input, last } = setup({ resetIfEmpty: true });
    await user.click(input);
    await user.tab();
    expect(input).toHaveValue('0');
    expect(last()).toBe(0);
  });

  it('clamps to min and max on blur', async () => {
    const { user, input, last } = setup({ min: 10, max: 100 });
    await user.type(input, '250');
    expect(last()).toBe(250);
    await user.tab();
    expect(input).toHaveValue('100');
    expect(last()).toBe(100);
    await user.clear(input);
    await user.type(input, '5');
    await user.tab();
    expect(input).toHaveValue('10');
    expect(last()).toBe(10);
  });

  it('rounds to the fixed decimals, shows them, and stops typing past them', async () => {
    const given = setup({ value: 1.239, decimals: 2 });
    expect(given.input).toHaveValue('1.24');
    await given.user.click(given.input);
    await given.user.tab();
    expect(given.last()).toBe(1.24);
  });

  it('typing stops at the fixed decimals, and blur pads to them', async () => {
    const { user, input, last } = setup({ decimals: 2 });
    await user.type(input, '3.14159');
    expect(last()).toBe(3.14);
    await user.type(input, '{Backspace}{Backspace}');
    await user.tab();
    expect(input).toHaveValue('3.00');
    expect(last()).toBe(3);
  });

  it('ArrowUp and ArrowDown add and subtract the step, then clamp', async () => {
    const { user, input, last } = setup({ step: 5, max: 12 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('5');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('12');
    expect(last()).toBe(12);
    await user.keyboard('{ArrowDown}');
    expect(last()).toBe(7);
  });

  it('the step buttons step as the arrows do, outside the tab order', async () => {
    const { user, input, last } = setup({ stepButtons: true, value: 2 });
    const up = screen.getByRole('button', { name: 'Increase' });
    expect(up).toHaveAttribute('tabindex', '-1');
    // jsdom loads no CSS: Mantine's default (sections let clicks through) is seen in its variable.
    const wrapper = input.closest<HTMLElement>('.mantine-Input-wrapper');
    expect(wrapper?.style.getPropertyValue('--input-right-section-pointer-events')).toBe('all');
    await user.click(up);
    expect(last()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(input).toHaveValue('1');
  });

  it('refuses a minus sign unless negatives are allowed; then steps go below 0', async () => {
    const refused = setup();
    await refused.user.type(refused.input, '-4');
    expect(refused.input).toHaveValue('4');
    expect(refused.last()).toBe(4);
    await refused.user.clear(refused.input);
    await refused.user.keyboard('{ArrowDown}');
    expect(refused.input).toHaveValue('0');
  });

  it('takes a minus sign when negatives are allowed', async () => {
    const { user, input, last } = setup({ allowNegative: true });
    await user.type(input, '-4');
    expect(last()).toBe(-4);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('-5');
  });

  it('shows the prefix and suffix around the number, and hands the number alone', async () => {
    const { user, input, last } = setup({ prefix: '$ ', suffix: ' USD' });
    await user.type(input, '42');
    expect(input).toHaveValue('$ 42 USD');
    expect(last()).toBe(42);
  });

  it('groups with the thousand separator and reads the decimal marker given', async () => {
    const { user, input, last } = setup({ thousandSeparator: '.', decimalMarker: ',' });
    await user.type(input, '1234567,5');
    expect(input).toHaveValue('1.234.567,5');
    expect(last()).toBe(1234567.5);
  });

  it('by default: the decimal marker is a dot and there is no thousand separator', async () => {
    const { user, input, last } = setup();
    await user.type(input, '1234567.25');
    expect(input).toHaveValue('1234567.25');
    expect(last()).toBe(1234567.25);
  });

  it('the separator limit bounds the digits before the decimal marker', async () => {
    const { user, input, last } = setup({ separatorLimit: 3 });
    await user.type(input, '12345.67');
    expect(input).toHaveValue('123.67');
    expect(last()).toBe(123.67);
  });

  it('max length bounds the characters shown', async () => {
    const { user, input, last } = setup({ maxLength: 4 });
    await user.type(input, '123456');
    expect(input).toHaveValue('1234');
    expect(last()).toBe(1234);
  });

  it('shows the placeholder, label, description and error as other fields do', () => {
    setup({ placeholder: 'Unlimited', description: 'Blank is unlimited', error: 'A whole number, please' });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('placeholder', 'Unlimited');
    expect(input).toHaveAccessibleDescription(/Blank is unlimited/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A whole number, please')).toBeInTheDocument();
  });
});
