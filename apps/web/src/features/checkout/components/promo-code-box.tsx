import { ErrorCode } from '@focal/contracts/error-codes';
import type { PromoCode } from '@focal/contracts/promo-codes';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { useLookupPromoCode } from '../api/lookup-promo-code';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.promo;
const PROMO_ERRORS = new Set<string>([ErrorCode.PromoCodeUnknown, ErrorCode.PromoCodeExpired]);

type Props = {
  /** A code from the address or storage: looked up at once, so its discount shows. */
  initialCode: string;
  onChange: (promo: PromoCode | null) => void;
};

/** Type a code, Apply: the server's description of it, or why it cannot be used, read out politely. */
export function PromoCodeBox({ initialCode, onChange }: Props) {
  const [value, setValue] = useState(initialCode);
  const [applied, setApplied] = useState<PromoCode | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useLookupPromoCode();
  // Held like onChange, so the look-up of the initial code runs once, not on every render.
  const find = useRef(lookup.mutateAsync);
  find.current = lookup.mutateAsync;
  const statusId = useId();
  const changed = useRef(onChange);
  changed.current = onChange;

  const apply = async (code: string) => {
    if (!code.trim()) return;
    setProblem(null);
    try {
      const promo = await find.current(code);
      setApplied(promo);
      changed.current(promo);
    } catch (error) {
      setApplied(null);
      changed.current(null);
      if (isApiError(error) && PROMO_ERRORS.has(error.code)) setProblem(error.body.errorMessage);
      else handleApiError(error);
    }
  };

  const auto = useRef(false);
  useEffect(() => {
    if (auto.current || !initialCode) return;
    auto.current = true;
    void apply(initialCode);
  }, [initialCode]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void apply(value);
  };

  const remove = () => {
    setApplied(null);
    setValue('');
    setProblem(null);
    changed.current(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={texts.label}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autoComplete="off"
          flex={1}
          maw={320}
          aria-describedby={statusId}
          aria-invalid={problem ? true : undefined}
        />
        {applied ? (
          <Button variant="default" onClick={remove}>
            {texts.remove}
          </Button>
        ) : (
          <Button type="submit" variant="light" loading={lookup.isPending}>
            {texts.apply}
          </Button>
        )}
      </Group>
      <Text id={statusId} size="sm" mt={4} aria-live="polite" c={problem ? 'red.8' : 'teal.8'}>
        {problem ?? (applied ? texts.applied(applied.description) : '')}
      </Text>
    </form>
  );
}
