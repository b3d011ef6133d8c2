import '@mantine/core/styles/Radio.css';
import type { Quote } from '@focal/contracts/quotes/api';
import { choiceProblem, defaultChoice, type QuoteChoice, quoteTotals } from '@focal/contracts/quotes/choice';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatMoney } from '../../../shared/format/format-money';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useAcceptQuote } from '../api/accept-quote';
import { readWhole } from '../../../shared/documents/amounts';
import { quotesMessages } from '../messages';

const texts = quotesMessages.accept;

type Props = { quote: Quote; opened: boolean; onClose: () => void };

/**
 * "Record acceptance": for a pick-and-choose quote, the packages and add-on quantities the client
 * chose, with the total following the choice (`quoteTotals`, as the server records it); the
 * schedule chosen when two are offered.
 */
export function AcceptModal({ quote, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered size="lg">
      {opened && <AcceptForm quote={quote} onClose={onClose} />}
    </Modal>
  );
}

function AcceptForm({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const { content, currency, pricesIncludeTax } = quote;
  const picking = content.kind === 'pick-and-choose' ? content : null;
  const [packages, setPackages] = useState<number[]>(() => (picking ? defaultChoice(picking).packages : []));
  const [quantities, setQuantities] = useState<string[]>(() =>
    picking ? picking.addOns.map((a) => String(a.defaultQuantity)) : [],
  );
  const [schedule, setSchedule] = useState('0');
  const accept = useAcceptQuote(quote.id);

  const choice: QuoteChoice | null = picking
    ? { packages, addOnQuantities: quantities.map((q) => readWhole(q) ?? -1) }
    : null;
  const problem = picking && choice ? choiceProblem(picking, choice) : null;
  let total: number | null = null;
  if (!problem)
    try {
      total = quoteTotals(content, { currency, pricesIncludeTax }, choice).totalMinor;
    } catch {
      total = null;
    }
  const single = picking?.picks.max === 1;
  const toggle = (index: number, on: boolean) =>
    setPackages((list) =>
      single ? [index] : on ? [...list, index].sort((a, b) => a - b) : list.filter((i) => i !== index),
    );

  const submit = () => {
    if (problem) return;
    accept.mutate(
      { updatedAt: quote.updatedAt, choice, schedule: Number(schedule) },
      {
        onSuccess: () => {
          notifySuccess(texts.done);
          onClose();
        },
        onError: (error) => handleApiError(error),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{texts.intro}</Text>
      {picking && (
        <>
          <Stack gap="xs" role="group" aria-label={texts.packages}>
            <Text fw={600} size="sm">
              {texts.packages}
            </Text>
            {picking.packages.map((pkg, i) =>
              single ? (
                <Radio
                  key={i}
                  name="accept-package"
                  label={`${pkg.name} · ${formatMoney(pkg.priceMinor, currency)}`}
                  checked={packages.includes(i)}
                  onChange={(e) => toggle(i, e.currentTarget.checked)}
                />
              ) : (
                <Checkbox
                  key={i}
                  label={`${pkg.name} · ${formatMoney(pkg.priceMinor, currency)}`}
                  checked={packages.includes(i)}
                  onChange={(e) => toggle(i, e.currentTarget.checked)}
                />
              ),
            )}
            {problem?.packages && (
              <Text size="sm" c="red.8" role="alert">
                {problem.packages}
              </Text>
            )}
          </Stack>
          {picking.addOns.length > 0 && (
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {texts.addOns}
              </Text>
              {picking.addOns.map((addOn, i) => (
                <TextInput
                  key={i}
                  label={texts.quantity(addOn.name)}
                  description={`${addOn.minQuantity}–${addOn.maxQuantity} × ${formatMoney(addOn.unitPriceMinor, currency)}`}
                  inputMode="numeric"
                  maxLength={5}
                  w={{ base: '100%', xs: 280 }}
                  value={quantities[i]}
                  error={problem?.[`addOnQuantities.${i}`] ?? problem?.addOnQuantities}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setQuantities((list) => list.map((q, j) => (j === i ? value : q)));
                  }}
                />
              ))}
            </Stack>
          )}
        </>
      )}
      {content.schedules.length > 1 && (
        <Radio.Group label={texts.schedule} value={schedule} onChange={setSchedule}>
          <Stack gap="xs" mt="xs">
            {content.schedules.map((s, i) => (
              <Radio key={i} value={String(i)} label={s.name} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="space-between" aria-live="polite">
        <Text fw={700}>{texts.total}</Text>
        <Text fw={700} data-testid="accept-total">
          {total === null ? '—' : formatMoney(total, currency)}
        </Text>
      </Group>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={accept.isPending}>
          {quotesMessages.editor.cancel}
        </Button>
        <Button onClick={submit} loading={accept.isPending} disabled={problem !== null}>
          {texts.confirm}
        </Button>
      </DialogFooter>
    </Stack>
  );
}
