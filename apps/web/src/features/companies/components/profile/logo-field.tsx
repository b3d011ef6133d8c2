import type { CompanyProfile } from '@focal/contracts';
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Image.css';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { CropModal } from '../../../../shared/photo/crop-modal';
import type { CropOutput } from '../../../../shared/photo/crop-output';
import type { CropperOptions } from '../../../../shared/photo/options';
import { PHOTO_ACCEPT } from '../../../../shared/photo/accept';
import { useImagePick } from '../../../../shared/photo/use-image-pick';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { companiesKeys } from '../../api/query-keys';
import { useRemoveLogo } from '../../api/remove-logo';
import { useUploadLogo } from '../../api/upload-logo';
import { companiesMessages as texts } from '../../messages';
import { CompanyAvatar } from '../company-avatar';
import classes from './logo-field.module.css';
import { logoFieldMessages } from './logo-field-messages';

/** The photo's cropper with a square crop: a PNG blob at most 512 px a side, never scaled up. */
const LOGO_CROP: CropperOptions = {
  round: false,
  format: 'png',
  outputAsBlob: true,
  aspectRatio: 1,
  resizeTo: 512,
};

/**
 * The company's logo: its preview, an image chosen with the button or dropped on the area, checked
 * and cropped as a profile photo is (a square instead of a circle), and Remove. It changes only with
 * the server's UPLOAD_LOGO action and goes only with its REMOVE_LOGO action.
 */
export function LogoField({ company }: { company: CompanyProfile }) {
  const queryClient = useQueryClient();
  const canChange = Boolean(company.actions.UPLOAD_LOGO);
  const uploading = useUploadLogo();
  const removing = useRemoveLogo();
  const busy = uploading.isPending || removing.isPending;
  const [dragging, setDragging] = useState(false);
  const pick = useImagePick();

  const saved = (logoUrl: string | null, message: string) => {
    queryClient.setQueryData(companiesKeys.detail(company.id), { ...company, logoUrl });
    void queryClient.invalidateQueries({ queryKey: companiesKeys.all, refetchType: 'active' });
    notifySuccess(message);
  };

  // Rejects on failure: the modal stays open and shows the error.
  const upload = async ({ blob }: CropOutput) => {
    if (!blob) return;
    saved((await uploading.mutateAsync({ id: company.id, file: blob })).logoUrl, texts.logoUploaded);
  };

  const remove = async () => {
    try {
      saved((await removing.mutateAsync(company.id)).logoUrl, texts.logoRemoved);
    } catch (error) {
      handleApiError(error);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canChange && !busy) void pick.pick(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent) => {
    if (!canChange) return;
    event.preventDefault();
    setDragging(true);
  };

  // The modal is a sibling of the drop area: React passes a portal's events to its parents.
  return (
    <>
      <Box
        role="group"
        aria-label={texts.logoZone}
        className={classes.zone}
        data-dragging={dragging || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Group gap="md" wrap="nowrap" align="center">
          {company.logoUrl ? (
            <Image
              src={company.logoUrl}
              alt={texts.logoOf(company.name)}
              w={96}
              h={96}
              fit="contain"
              radius="sm"
            />
          ) : (
            <Stack gap={4} align="center">
              <CompanyAvatar name={company.name} logoUrl={null} size={96} />
              <Text size="xs" c="dimmed">
                {texts.noLogo}
              </Text>
            </Stack>
          )}
          {canChange && (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {logoFieldMessages.hint}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => pick.input.current?.click()}
                  disabled={busy}
                >
                  {texts.chooseLogo}
                </Button>
                <input
                  ref={pick.input}
                  type="file"
                  accept={PHOTO_ACCEPT}
                  hidden
                  tabIndex={-1}
                  onChange={(event) => void pick.pick(event.currentTarget.files?.[0])}
                />
                {company.logoUrl && company.actions.REMOVE_LOGO && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => void remove()}
                    disabled={busy}
                  >
                    {texts.removeLogo}
                  </Button>
                )}
              </Group>
              {pick.problem && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {pick.problem}
                </Text>
              )}
            </Stack>
          )}
        </Group>
      </Box>
      <CropModal
        file={pick.file}
        title={logoFieldMessages.modalTitle}
        options={LOGO_CROP}
        onSave={upload}
        onClose={pick.close}
      />
    </>
  );
}
