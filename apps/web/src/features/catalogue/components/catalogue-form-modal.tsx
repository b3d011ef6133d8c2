import { Alert, Button, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { describeError } from '../../../shared/errors/describe-error';
import { Waiting } from '../../../shared/ui/waiting';
import { type CatalogueSettings, catalogueSettingsQuery } from '../api/company-catalogue-settings';
import { catalogueMessages as texts } from '../messages';

type Props = { title: string; onClose: () => void; children: (settings: CatalogueSettings) => ReactNode };

/**
 * The modal a product or package form opens in, once the company's currency and tax rates are known
 * (asked again on each opening, so rates changed meanwhile in the company profile are offered).
 */
export function CatalogueFormModal({ title, onClose, children }: Props) {
  const settings = useQuery(catalogueSettingsQuery(useBootstrap().authorizedCompany.id));
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      {settings.data ? (
        children(settings.data)
      ) : settings.error ? (
        <Alert color="red" title={texts.form.companyFailed}>
          <Text size="sm">{describeError(settings.error).message}</Text>
          <Button mt="sm" size="compact-md" variant="default" onClick={() => void settings.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      ) : (
        <Waiting text={texts.form.loadingCompany} />
      )}
    </Modal>
  );
}
