import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { TextMask } from './masks';
import { NumericInput } from './numeric-input';
import { setupUser } from '../../../test/user-event';

function setup(mask: TextMask, value: string | null = null) {
  const values: (string | null)[] = [];
  const user = setupUser();
  render(
    <MantineProvider env="test">
      <NumericInput label="Code" mask={mask} defaultValue={value} onChange={(next) => values.push(next)} />
    </MantineProvider>,
  );
  return { user, input: screen.getByRole('textbox', { name: 'Code' }), last: () => values.at(-1) };
}

describe('NumericInput: masks (spec 02 §5)', () => {
  it('IP address: a fourth digit starts the next part; a part over 255 is refused', async () => {
    const { user, input, last } = setup('ip');
    await user.type(input, '1921680');
    expect(input).toHaveValue('192.168.0');
    await user.type(input, '.1');
    expect(last()).toBe('192.168.0.1');
    await user.clear(input);
    await user.type(input, '256');
    expect(input).toHaveValue('25');
    await user.type(input, '5.300.1');
    expect(input).toHaveValue('255.30.1');
  });

  it('CPF: 11 digits shown 000.000.000-00, the value the digits', async () => {
    const { user, input, last } = setup('cpf-cnpj');
    await user.type(input, '12345678909');
    expect(input).toHaveValue('123.456.789-09');
    expect(last()).toBe('12345678909');
  });

  it('CNPJ: 14 digits shown 00.000.000/0000-00, letters and a fifteenth digit refused', async () => {
    const { user, input, last } = setup('cpf-cnpj');
    await user.type(input, '12a345678000195 9');
    expect(input).toHaveValue('12.345.678/0001-95');
    expect(last()).toBe('12345678000195');
  });

  it('time: HH:mm, hours at most 23 and minutes at most 59', async () => {
    const { user, input, last } = setup('time');
    await user.type(input, '0930');
    expect(input).toHaveValue('09:30');
    expect(last()).toBe('09:30');
    await user.clear(input);
    await user.type(input, '2');
    await user.type(input, '7');
    expect(input).toHaveValue('2');
    await user.type(input, '37');
    expect(input).toHaveValue('23');
    await user.type(input, '59');
    expect(input).toHaveValue('23:59');
    await user.clear(input);
    await user.type(input, '1269');
    expect(input).toHaveValue('12');
    await user.type(input, '45');
    expect(input).toHaveValue('12:45');
  });

  it('e-mail shape: spaces and a second @ refused; empty hands null', async () => {
    const { user, input, last } = setup('email');
    await user.type(input, 'ana @studio@.com');
    expect(input).toHaveValue('ana@studio.com');
    expect(last()).toBe('ana@studio.com');
    await user.clear(input);
    expect(last()).toBeNull();
  });

  it('shows a value given from outside in the mask', () => {
    const { input } = setup('cpf-cnpj', '12345678909');
    expect(input).toHaveValue('123.456.789-09');
  });
});

describe('NumericInput in react-hook-form', () => {
  it('a Controller keeps the number, focuses the field on an error and submits the blurred value', async () => {
    const submitted: unknown[] = [];
    function Form() {
      const { control, handleSubmit } = useForm<{ quantity: number | null }>({
        defaultValues: { quantity: null },
      });
      return (
        <form onSubmit={handleSubmit((values) => void submitted.push(values))}>
          <Controller
            control={control}
            name="quantity"
            rules={{ required: 'Required' }}
            render={({ field, fieldState }) => (
              <NumericInput label="Quantity" max={50} {...field} error={fieldState.error?.message} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = setupUser();
    render(
      <MantineProvider env="test">
        <Form />
      </MantineProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.type(input, '75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveValue('50');
    expect(submitted).toEqual([{ quantity: 50 }]);
  });
});
