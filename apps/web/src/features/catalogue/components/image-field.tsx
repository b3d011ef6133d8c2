import {
  CATALOGUE_IMAGE_CONTENT_TYPES,
  CATALOGUE_IMAGE_MAX_BYTES,
  type Package,
  type Product,
} from '@focal/contracts/catalogue';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { describeError } from '../../../shared/errors/describe-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useRemoveImage, useUploadImage } from '../api/catalogue-image';
import type { CatalogueKind } from '../api/query-keys';
import { catalogueMessages } from '../messages';
import classes from './image-field.module.css';

const texts = catalogueMessages.image;
const ACCEPT = CATALOGUE_IMAGE_CONTENT_TYPES.join(',');

/** What the server would refuse anyway, said before the upload starts. */
function problemOf(file: File): string | null {
  if (!(CATALOGUE_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return texts.wrongType;
  if (file.size > CATALOGUE_IMAGE_MAX_BYTES) return texts.tooLarge;
  return null;
}

/** A local file's address for its preview, released when the file changes or the field goes. */
function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

type Props = {
  kind: CatalogueKind;
  /** The saved item being edited; undefined for a new one, whose picture waits for its first save. */
  item: Pick<Product | Package, 'id' | 'name' | 'imageUrl'> | undefined;
  /** A new item's chosen picture, which the form sends once the item exists. */
  pending?: File | null;
  onPending?: (file: File | null) => void;
};

/**
 * A product's or package's picture: its preview, Choose (or Replace) and Remove. On a saved item a
 * chosen picture is uploaded at once with its progress (the server resizes it; the item's version
 * does not change, so the form still saves) and Remove asks first; the server's refusal shows here.
 */
export function ImageField({ kind, item, pending, onPending }: Props) {
  const upload = useUploadImage(kind);
  const removing = useRemoveImage(kind);
  const [shown, setShown] = useState(item?.imageUrl ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pendingUrl = useObjectUrl(pending);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const reset = useRef<() => void>(null);
  const labelId = useId();
  const preview = item ? shown : pendingUrl;
  const busy = upload.isPending || removing.isPending;

  const choose = (file: File | null) => {
    // The same file may be chosen again after a refusal.
    reset.current?.();
    if (!file) return;
    const refused = problemOf(file);
    setProblem(refused);
    if (refused) return;
    if (!item) return onPending?.(file);
    setProgress(0);
    upload.mutate(
      { id: item.id, file, onProgress: setProgress },
      {
        onSuccess: (saved) => {
          setShown(saved.imageUrl);
          notifySuccess(texts.uploaded);
        },
        onError: (error) => setProblem(describeError(error).message),
        onSettled: () => setProgress(null),
      },
    );
  };

  const remove = () => {
    if (!item) return onPending?.(null);
    removing.mutate(item.id, {
      onSuccess: () => {
        setShown(null);
        setProblem(null);
        notifySuccess(texts.removed);
      },
      onError: (error) => setProblem(describeError(error).message),
      onSettled: () => {
        setConfirming(false);
        // The Remove button is gone: the focus waits on Choose.
        chooseButton.current?.focus();
      },
    });
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {texts.label}
      </Text>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <div className={classes.preview}>
          {preview ? (
            <img src={preview} alt={texts.preview(item?.name ?? '')} />
          ) : (
            <Text size="xs" c="dimmed">
              {texts.none}
            </Text>
          )}
        </div>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {item ? texts.hint : texts.hintNew(kind)}
          </Text>
          <Group gap="xs">
            <FileButton onChange={choose} accept={ACCEPT} resetRef={reset} disabled={busy}>
              {(props) => (
                <Button {...props} ref={chooseButton} variant="default" size="xs" disabled={busy}>
                  {preview ? texts.replace : texts.choose}
                </Button>
              )}
            </FileButton>
            {preview && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                disabled={busy}
                onClick={() => (item ? setConfirming(true) : remove())}
              >
                {texts.remove}
              </Button>
            )}
          </Group>
          {progress !== null && (
            // The native bar, as the job files' upload: no Progress stylesheet for one bar.
            <progress className={classes.progress} value={progress} max={1} aria-label={texts.uploading} />
          )}
          {problem && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={texts.removeTitle}
        text={texts.removeText(item?.name ?? '')}
        confirmLabel={texts.remove}
        danger
        loading={removing.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
