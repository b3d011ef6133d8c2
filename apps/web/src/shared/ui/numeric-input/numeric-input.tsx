import { InputBase, type InputBaseProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ComponentPropsWithoutRef, FocusEvent, KeyboardEvent, Ref } from 'react';
import { NumberFormatBase, type NumberFormatValues, NumericFormat } from 'react-number-format';
import { TEXT_MASKS, type TextMask } from './masks';
import { blurValue, type NumericRules, stepValue } from './rules';
import { StepButtons } from './step-buttons';

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'type' | 'step' | 'min' | 'max' | 'prefix' | 'style'
>;

type Options = InputBaseProps &
  InputProps & {
    ref?: Ref<HTMLInputElement>;
    /** Spec 02 §9: 1 by default; ArrowUp/ArrowDown (and the step buttons) add or take it away. */
    step?: number;
    min?: number;
    max?: number;
    /** The most characters the shown text may have, separators, prefix and suffix included. */
    maxLength?: number;
    /** Decimals to fix: typing stops there, values are rounded to it and shown with it. */
    decimals?: number;
    prefix?: string;
    suffix?: string;
    /** None by default. */
    thousandSeparator?: string;
    /** '.' by default. */
    decimalMarker?: string;
    /** Off by default: the product's money, quantities and percentages are not negative. */
    allowNegative?: boolean;
    /** The most digits before the decimal marker. */
    separatorLimit?: number;
    resetIfEmpty?: boolean;
    /** Buttons beside the field that step up and down, for pointers and touch. */
    stepButtons?: boolean;
  };

/** The default mask, 'separator': a number, handed to onChange as number | null. */
type NumberValue = { mask?: 'separator'; value?: number | null; defaultValue?: number | null } & {
  onChange?: (value: number | null) => void;
};
/** A text mask: the value is the mask's text (CPF/CNPJ: the digits), null when empty. */
type TextValue = { mask: TextMask; value?: string | null; defaultValue?: string | null } & {
  onChange?: (value: string | null) => void;
};

export type NumericInputProps = Options & (NumberValue | TextValue);

/**
 * The product's input for money, quantities, percentages and masked codes (spec 02 §3–§5), on
 * react-number-format with the look of Mantine's inputs: label, description and error as any field.
 */
export function NumericInput(props: NumericInputProps) {
  const {
    mask = 'separator',
    value,
    defaultValue,
    onChange,
    onBlur,
    onKeyDown,
    ref,
    step = 1,
    min,
    max,
    maxLength,
    decimals,
    prefix,
    suffix,
    thousandSeparator,
    decimalMarker = '.',
    allowNegative = false,
    separatorLimit,
    resetIfEmpty = false,
    stepButtons = false,
    ...others
  } = props;
  const [current, setCurrent] = useUncontrolled<number | string | null>({
    value,
    defaultValue,
    finalValue: null,
    onChange: onChange as (value: number | string | null) => void,
  });
  const rules: NumericRules = { min, max, decimals, resetIfEmpty, allowNegative, step };
  const fits = (shown: string) => maxLength === undefined || shown.length <= maxLength;

  if (mask !== 'separator') {
    const rule = TEXT_MASKS[mask];
    const text = typeof current === 'string' ? rule.format(rule.clean(current)) : '';
    return (
      <InputBase
        component={NumberFormatBase}
        {...others}
        getInputRef={ref}
        inputMode={mask === 'email' ? 'email' : 'numeric'}
        value={text}
        format={rule.format}
        removeFormatting={rule.clean}
        isAllowed={({ formattedValue }: NumberFormatValues) =>
          rule.allowed(formattedValue) && fits(formattedValue)
        }
        // Dots of an address and an e-mail's letters are typed, so the caret may stand anywhere.
        isValidInputCharacter={(char: string) => (mask === 'email' ? true : /[\d.]/.test(char))}
        getCaretBoundary={
          mask === 'email' || mask === 'ip'
            ? (shown: string) => Array.from({ length: shown.length + 1 }, () => true)
            : undefined
        }
        onValueChange={({ formattedValue }: NumberFormatValues, { source }: { source: string }) => {
          if (source === 'event') setCurrent(formattedValue === '' ? null : rule.value(formattedValue));
        }}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
    );
  }

  const number = typeof current === 'number' ? current : null;
  const stepBy = (direction: 1 | -1) => setCurrent(stepValue(number, direction, rules));
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || others.readOnly || others.disabled) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const settled = blurValue(number, rules);
    if (settled !== number) setCurrent(settled);
    onBlur?.(event);
  };
  const allowed = ({ value: digits, formattedValue }: NumberFormatValues) => {
    const whole = digits.replace('-', '').split('.')[0] ?? '';
    return fits(formattedValue) && (separatorLimit === undefined || whole.length <= separatorLimit);
  };
  const showButtons = stepButtons && !others.readOnly && !others.disabled;

  return (
    <InputBase
      component={NumericFormat}
      {...others}
      getInputRef={ref}
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      value={number ?? ''}
      thousandSeparator={thousandSeparator}
      decimalSeparator={decimalMarker}
      allowedDecimalSeparators={[decimalMarker]}
      decimalScale={decimals}
      fixedDecimalScale={decimals !== undefined}
      allowNegative={allowNegative}
      prefix={prefix}
      suffix={suffix}
      isAllowed={allowed}
      onValueChange={({ floatValue }: NumberFormatValues, { source }: { source: string }) => {
        if (source === 'event') setCurrent(floatValue ?? null);
      }}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      rightSection={showButtons ? <StepButtons onStep={stepBy} /> : others.rightSection}
      // Mantine lets clicks through a section to the input by default; the buttons must take them.
      rightSectionPointerEvents={showButtons ? 'all' : others.rightSectionPointerEvents}
    />
  );
}
