import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { CATALOGUE_DESCRIPTION_MAX, CATALOGUE_NAME_MAX, type Product } from '@focal/contracts/catalogue';
import { Button, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { integerToDecimal } from '../../../shared/format/decimal-text';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useUploadImage } from '../api/catalogue-image';
import type { CatalogueSettings } from '../api/company-catalogue-settings';
import { useSaveProduct } from '../api/save-catalogue';
import {
  type ProductDraft,
  type ProductFieldErrors,
  productChanges,
  productDraftOf,
  productFieldOf,
  readProductDraft,
} from '../lib/product-draft';
import { catalogueMessages } from '../messages';
import { CatalogueFormModal } from './catalogue-form-modal';
import { ImageField } from './image-field';
import { PriceInput } from './price-input';

const texts = catalogueMessages.form;

type Props = { product: Product | undefined; onClose: () => void };

/** "Add product" and "Edit": a new product sends everything, an edit only what changed with its version. */
export function ProductFormModal({ product, onClose }: Props) {
  return (
    <CatalogueFormModal title={product ? texts.editProduct : texts.newProduct} onClose={onClose}>
      {(settings) => <ProductForm product={product} settings={settings} onClose={onClose} />}
    </CatalogueFormModal>
  );
}

/** A rate as the picker offers it: "Sales tax (8.875%)". */
const rateLabel = (rate: { name: string; rateMillionths: number }) =>
  `${rate.name} (${integerToDecimal(rate.rateMillionths, 4)}%)`;

function ProductForm({ product, settings, onClose }: Props & { settings: CatalogueSettings }) {
  const { currency, taxRates } = settings;
  // The product is the one the form opened with: a refetch of the list meanwhile changes neither the
  // values the changes are taken from nor the version sent, so a stale save is refused.
  const [opened] = useState(product);
  const [draft, setDraft] = useState(() => productDraftOf(opened, currency));
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const save = useSaveProduct(opened?.id);
  // A new product's picture is sent once the product exists.
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const uploadImage = useUploadImage('product');
  const set = (part: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readProductDraft(draft, currency);
    setErrors(read.errors ?? {});
    if (!read.body) return;
    const body = opened ? productChanges(opened, read.body) : read.body;
    if (opened && Object.keys(body).length === 1) return onClose();
    save.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(opened ? texts.saved(saved.name) : texts.created(saved.name));
        if (opened || !pendingImage) return onClose();
        // Saved without its picture when the upload is refused: the toast says why.
        uploadImage.mutate(
          { id: saved.id, file: pendingImage },
          { onError: (error) => handleApiError(error), onSettled: onClose },
        );
      },
      onError: (error) =>
        handleApiError(error, {
          setFieldError: (field, message) => {
            const name = productFieldOf(field);
            if (name) setErrors((e) => ({ ...e, [name]: message }));
            return Boolean(name);
          },
        }),
    });
  };

  // A rate the company no longer has is not offered (its key removed it from the product too).
  const options = taxRates.map((rate) => ({ value: rate.id, label: rateLabel(rate) }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={texts.name}
          withAsterisk
          data-autofocus
          maxLength={CATALOGUE_NAME_MAX}
          value={draft.name}
          error={errors.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <Textarea
          label={texts.description}
          rows={3}
          maxLength={CATALOGUE_DESCRIPTION_MAX}
          value={draft.description}
          error={errors.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <ImageField kind="product" item={opened} pending={pendingImage} onPending={setPendingImage} />
        <PriceInput
          label={texts.unitPrice(currency)}
          currency={currency}
          value={draft.price}
          error={errors.price}
          onChange={(price) => set({ price })}
        />
        <MultiSelect
          label={texts.taxes}
          description={taxRates.length > 0 ? texts.taxesHint : texts.noTaxRates}
          placeholder={draft.taxRateIds.length === 0 ? texts.taxesPlaceholder : undefined}
          data={options}
          value={draft.taxRateIds.filter((id) => taxRates.some((rate) => rate.id === id))}
          onChange={(taxRateIds) => set({ taxRateIds })}
          disabled={taxRates.length === 0}
          error={errors.taxRateIds}
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button type="submit" loading={save.isPending || uploadImage.isPending}>
          {opened ? texts.save : texts.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
