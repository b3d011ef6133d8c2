import { describe, expect, it } from 'vitest';
import { isMaskComplete, TEXT_MASKS } from './masks';
import { blurValue, normalise, roundTo, stepValue, toNumber } from './rules';

describe('numeric input rules (spec 02 §4–§5)', () => {
  it('empty or non-numeric values become null', () => {
    for (const value of ['', '  ', 'abc', '1,5x', null, undefined, Number.NaN, Infinity])
      expect(toNumber(value)).toBeNull();
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(normalise('abc', { min: 1 })).toBeNull();
  });

  it('values are clamped to min and max and rounded to the fixed decimals', () => {
    expect(normalise(150, { min: 0, max: 100 })).toBe(100);
    expect(normalise(-5, { min: 2, max: 100 })).toBe(2);
    expect(normalise(1.239, { decimals: 2 })).toBe(1.24);
    expect(normalise(1.005, { decimals: 2 })).toBe(1.01);
    expect(normalise(-1.005, { decimals: 2, allowNegative: true })).toBe(-1.01);
    expect(normalise(99.996, { max: 99.99, decimals: 2 })).toBe(99.99);
    expect(roundTo(2.5, 0)).toBe(3);
  });

  it('without negatives the lower bound is 0; with them, min alone bounds', () => {
    expect(normalise(-3, {})).toBe(0);
    expect(normalise(-3, { allowNegative: true })).toBe(-3);
    expect(normalise(-30, { allowNegative: true, min: -10 })).toBe(-10);
  });

  it('on blur an empty value stays null, unless reset-if-empty: then min, or 0', () => {
    expect(blurValue(null, {})).toBeNull();
    expect(blurValue(null, { min: 5 })).toBeNull();
    expect(blurValue(null, { resetIfEmpty: true, min: 5 })).toBe(5);
    expect(blurValue(null, { resetIfEmpty: true })).toBe(0);
    expect(blurValue(120, { max: 100 })).toBe(100);
  });

  it('steps add or subtract the step (1 by default), then clamp, without float dust', () => {
    expect(stepValue(4, 1, {})).toBe(5);
    expect(stepValue(null, 1, {})).toBe(1);
    expect(stepValue(10, 1, { max: 10 })).toBe(10);
    expect(stepValue(0, -1, {})).toBe(0);
    expect(stepValue(0, -1, { allowNegative: true })).toBe(-1);
    expect(stepValue(0.2, 1, { step: 0.1 })).toBe(0.3);
    expect(stepValue(1.25, -1, { step: 0.5, min: 1 })).toBe(1);
  });
});

describe('text masks (spec 02 §5)', () => {
  const typed = (mask: keyof typeof TEXT_MASKS, text: string) => {
    const rule = TEXT_MASKS[mask];
    return rule.format(rule.clean(text));
  };

  it('IP address: four parts of at most three digits, each at most 255', () => {
    expect(typed('ip', '19216801')).toBe('192.168.01');
    expect(typed('ip', '10.0.0.1.7')).toBe('10.0.0.1');
    expect(typed('ip', '1a0.0 .0.1')).toBe('10.0.0.1');
    expect(TEXT_MASKS.ip.allowed('192.256')).toBe(false);
    expect(TEXT_MASKS.ip.allowed('192.255.')).toBe(true);
    expect(isMaskComplete('ip', '10.0.0.1')).toBe(true);
    expect(isMaskComplete('ip', '10.0.0')).toBe(false);
  });

  it('CPF/CNPJ: 11 digits as 000.000.000-00, 14 as 00.000.000/0000-00, the value the digits', () => {
    expect(typed('cpf-cnpj', '12345678909')).toBe('123.456.789-09');
    expect(typed('cpf-cnpj', '12345678000195')).toBe('12.345.678/0001-95');
    expect(typed('cpf-cnpj', '123456780001951')).toBe('12.345.678/0001-95');
    expect(TEXT_MASKS['cpf-cnpj'].value('123.456.789-09')).toBe('12345678909');
    expect(isMaskComplete('cpf-cnpj', '12345678909')).toBe(true);
    expect(isMaskComplete('cpf-cnpj', '123456789012')).toBe(false);
  });

  it('time: HH:mm with hours at most 23 and minutes at most 59', () => {
    expect(typed('time', '0930')).toBe('09:30');
    expect(typed('time', '09305')).toBe('09:30');
    expect(TEXT_MASKS.time.allowed('24')).toBe(false);
    expect(TEXT_MASKS.time.allowed('3')).toBe(false);
    expect(TEXT_MASKS.time.allowed('23:6')).toBe(false);
    expect(TEXT_MASKS.time.allowed('23:59')).toBe(true);
    expect(isMaskComplete('time', '23:59')).toBe(true);
    expect(isMaskComplete('time', '9:30')).toBe(false);
  });

  it('e-mail shape: no spaces, one @, a dotted domain', () => {
    expect(typed('email', ' ana @studio.com ')).toBe('ana@studio.com');
    expect(TEXT_MASKS.email.allowed('a@b@c')).toBe(false);
    expect(isMaskComplete('email', 'ana@studio.com')).toBe(true);
    expect(isMaskComplete('email', 'ana@studio')).toBe(false);
    expect(isMaskComplete('email', null)).toBe(false);
  });
});
