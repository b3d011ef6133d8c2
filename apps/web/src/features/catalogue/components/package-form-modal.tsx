import '@mantine/core/styles/Combobox.css';
import { CATALOGUE_DESCRIPTION_MAX, CATALOGUE_NAME_MAX, type Package } from '@focal/contracts/catalogue';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useUploadImage } from '../api/catalogue-image';
import type { CatalogueSettings } from '../api/company-catalogue-settings';
import { useSavePackage } from '../api/save-catalogue';
import { parsePrice } from '../lib/amounts';
import {
  type PackageDraft,
  type PackageFieldErrors,
  packageChanges,
  packageDraftOf,
  packageFieldOf,
  readPackageDraft,
} from '../lib/package-draft';
import { catalogueMessages } from '../messages';
import { CatalogueFormModal } from './catalogue-form-modal';
import { ImageField } from './image-field';
import { PackageItemsField } from './package-items-field';
import { PriceInput } from './price-input';

const texts = catalogueMessages.form;

type Props = { item: Package | undefined; onClose: () => void };

/** "Add package" and "Edit": name, description, its own price and its products with quantities. */
export function PackageFormModal({ item, onClose }: Props) {
  return (
    <CatalogueFormModal title={item ? texts.editPackage : texts.newPackage} onClose={onClose}>
      {(settings) => <PackageForm item={item} settings={settings} onClose={onClose} />}
    </CatalogueFormModal>
  );
}

function PackageForm({ item, settings, onClose }: Props & { settings: CatalogueSettings }) {
  const { currency } = settings;
  // The package the form opened with, whatever a refetch brings meanwhile (its version is sent).
  const [opened] = useState(item);
  const [draft, setDraft] = useState(() => packageDraftOf(opened, currency));
  const [errors, setErrors] = useState<PackageFieldErrors>({});
  const save = useSavePackage(opened?.id);
  // A new package's picture is sent once the package exists.
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const uploadImage = useUploadImage('package');
  const set = (part: Partial<PackageDraft>) => setDraft((d) => ({ ...d, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPackageDraft(draft, currency);
    setErrors(read.errors ?? {});
    if (!read.body) return;
    const body = opened ? packageChanges(opened, read.body) : read.body;
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
            const name = packageFieldOf(field);
            if (name) setErrors((e) => ({ ...e, [name]: message }));
            return Boolean(name);
          },
        }),
    });
  };

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
        <ImageField kind="package" item={opened} pending={pendingImage} onPending={setPendingImage} />
        <PriceInput
          label={texts.price(currency)}
          currency={currency}
          value={draft.price}
          error={errors.price}
          onChange={(price) => set({ price })}
        />
        <PackageItemsField
          items={draft.items}
          onChange={(items) => set({ items })}
          currency={currency}
          priceMinor={parsePrice(draft.price, currency)}
          error={errors.items}
          quantityErrors={errors.quantities}
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
