import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '../../../shared/ui/icons';
import type { Pricing } from '../../../shared/documents/api/get-pricing';
import { lineFromPackage, lineFromProduct, withCatalogueRow } from '../../../shared/documents/from-catalogue';
import {
  type AddOnDraft,
  emptyAddOn,
  emptyLine,
  emptyPackage,
  type PackageDraft,
  type QuoteDraft,
} from '../lib/draft';
import { addOnFromProduct, packageFromCatalogue } from '../lib/from-catalogue';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { quotesMessages } from '../messages';
import { AddOnEditor } from './add-on-editor';
import { CataloguePicker } from '../../../shared/documents/catalogue-picker';
import { LineList } from '../../../shared/documents/line-list';
import { PackageEditor } from './package-editor';

const texts = quotesMessages.editor;

type Props = {
  draft: QuoteDraft;
  pricing: Pricing;
  errors: FieldErrors;
  onChange: (change: (draft: QuoteDraft) => QuoteDraft) => void;
};

const replace = <T,>(list: T[], index: number, part: Partial<T>) =>
  list.map((x, i) => (i === index ? { ...x, ...part } : x));
const without = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);

/** A fixed quote's lines, or a pick-and-choose quote's packages, picks and add-ons. */
export function EditorItems({ draft, pricing, errors, onChange }: Props) {
  const { currency, taxRates: rates } = pricing;
  const setPackage = (i: number, part: Partial<PackageDraft>) =>
    onChange((d) => ({ ...d, packages: replace(d.packages, i, part) }));
  const setAddOn = (i: number, part: Partial<AddOnDraft>) =>
    onChange((d) => ({ ...d, addOns: replace(d.addOns, i, part) }));

  if (draft.kind === 'fixed')
    return (
      <LineList
        id="quote-lines"
        lines={draft.lines}
        currency={currency}
        rates={rates}
        errors={errors}
        onChange={(change) => onChange((d) => ({ ...d, lines: change(d.lines) }))}
      >
        <CataloguePicker
          currency={currency}
          onProduct={(p) =>
            onChange((d) => ({
              ...d,
              lines: withCatalogueRow(d.lines, lineFromProduct(p, rates, currency), emptyLine),
            }))
          }
          onPackage={(p) =>
            onChange((d) => ({
              ...d,
              lines: withCatalogueRow(d.lines, lineFromPackage(p, currency), emptyLine),
            }))
          }
        />
      </LineList>
    );

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="quote-packages">
        <Title order={2} size="h4" id="quote-packages">
          {texts.packages}
        </Title>
        {draft.packages.map((pkg, i) => (
          <PackageEditor
            key={pkg.key}
            pkg={pkg}
            index={i}
            currency={currency}
            rates={rates}
            errors={errors}
            onChange={(part) => setPackage(i, part)}
            onRemove={() => onChange((d) => ({ ...d, packages: without(d.packages, i) }))}
          />
        ))}
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange((d) => ({ ...d, packages: [...d.packages, emptyPackage()] }))}
          >
            {texts.addPackage}
          </Button>
          <CataloguePicker
            currency={currency}
            onProduct={(p) =>
              onChange((d) => ({
                ...d,
                addOns: withCatalogueRow(d.addOns, addOnFromProduct(p, rates, currency), emptyAddOn),
              }))
            }
            onPackage={(p) =>
              onChange((d) => ({
                ...d,
                packages: withCatalogueRow(d.packages, packageFromCatalogue(p, currency), emptyPackage),
              }))
            }
          />
        </Group>
        <Text size="sm" fw={600}>
          {texts.picks}
        </Text>
        <SimpleGrid cols={2} spacing="xs" maw={320}>
          <TextInput
            label={texts.picksMin}
            inputMode="numeric"
            maxLength={2}
            value={draft.picksMin}
            error={errorAt(errors, 'picks.min') ?? errors.picks}
            onChange={(e) => {
              const picksMin = e.currentTarget.value;
              onChange((d) => ({ ...d, picksMin }));
            }}
          />
          <TextInput
            label={texts.picksMax}
            inputMode="numeric"
            maxLength={2}
            value={draft.picksMax}
            error={errorAt(errors, 'picks.max')}
            onChange={(e) => {
              const picksMax = e.currentTarget.value;
              onChange((d) => ({ ...d, picksMax }));
            }}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="quote-add-ons">
        <Title order={2} size="h4" id="quote-add-ons">
          {texts.addOns}
        </Title>
        {draft.addOns.map((addOn, i) => (
          <AddOnEditor
            key={addOn.key}
            addOn={addOn}
            index={i}
            currency={currency}
            rates={rates}
            errors={errors}
            onChange={(part) => setAddOn(i, part)}
            onRemove={() => onChange((d) => ({ ...d, addOns: without(d.addOns, i) }))}
          />
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange((d) => ({ ...d, addOns: [...d.addOns, emptyAddOn()] }))}
          >
            {texts.addAddOn}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
