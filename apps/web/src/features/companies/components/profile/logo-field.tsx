import type { CompanyProfile } from '@focal/contracts';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '@focal/contracts/companies';
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Image.css';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useState } from 'react';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { companiesKeys } from '../../api/query-keys';
import { useRemoveLogo } from '../../api/remove-logo';
import { useUploadLogo } from '../../api/upload-logo';
import { companiesMessages as texts } from '../../messages';
import { CompanyAvatar } from '../company-avatar';
import classes from './logo-field.module.css';

const LOGO_TYPES: readonly string[] = LOGO_CONTENT_TYPES;

/** Checked here too, so a wrong file is refused before it is sent. */
const problemWith = (file: File) => {
  if (!LOGO_TYPES.includes(file.type)) return texts.logoWrongType;
  if (file.size > LOGO_MAX_BYTES) return texts.logoTooBig;
  return null;
};

/**
 * The company's logo: its preview, an image chosen with the button or dropped on the area (the
 * server resizes it), and Remove. It changes only with the server's UPLOAD_LOGO action and goes
 * only with its REMOVE_LOGO action.
 */
export function LogoField({ company }: { company: CompanyProfile }) {
  const queryClient = useQueryClient();
  const canChange = Boolean(company.actions.UPLOAD_LOGO);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = useUploadLogo();
  const removing = useRemoveLogo();
  const busy = uploading.isPending || removing.isPending;
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const saved = (logoUrl: string | null, message: string) => {
    queryClient.setQueryData(companiesKeys.detail(company.id), { ...company, logoUrl });
    void queryClient.invalidateQueries({ queryKey: companiesKeys.all, refetchType: 'active' });
    notifySuccess(message);
  };

  const upload = async (file: File | null) => {
    if (!file || busy) return;
    const wrong = problemWith(file);
    setProblem(wrong);
    if (wrong) return;
    setPreview(URL.createObjectURL(file));
    try {
      saved((await uploading.mutateAsync({ id: company.id, file })).logoUrl, texts.logoUploaded);
    } catch (error) {
      handleApiError(error);
    } finally {
      setPreview(null);
    }
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
    if (canChange) void upload(event.dataTransfer.files[0] ?? null);
  };
  const onDragOver = (event: DragEvent) => {
    if (!canChange) return;
    event.preventDefault();
    setDragging(true);
  };

  const shown = preview ?? company.logoUrl;
  return (
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
        {shown ? (
          <Image src={shown} alt={texts.logoOf(company.name)} w={96} h={96} fit="contain" radius="sm" />
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
              {texts.logoHint}
            </Text>
            <Group gap="xs">
              <FileButton onChange={(file) => void upload(file)} accept={LOGO_TYPES.join(',')}>
                {(props) => (
                  <Button {...props} variant="default" size="xs" loading={uploading.isPending}>
                    {texts.chooseLogo}
                  </Button>
                )}
              </FileButton>
              {company.logoUrl && company.actions.REMOVE_LOGO && (
                <Button variant="subtle" color="red" size="xs" onClick={() => void remove()} disabled={busy}>
                  {texts.removeLogo}
                </Button>
              )}
            </Group>
            {problem && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
        )}
      </Group>
    </Box>
  );
}
