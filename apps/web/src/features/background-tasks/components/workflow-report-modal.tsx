import { Anchor, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { Html } from '../../../shared/html/lazy-html';
import { Waiting } from '../../../shared/ui/waiting';
import { useWorkflowReport, type WorkflowReport } from '../api/get-workflow-report';
import { usePutLink } from '../api/put-link';
import { backgroundTaskMessages as texts } from '../messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';

type Items = NonNullable<NonNullable<WorkflowReport['unprocessedInfo']>['leads']>;

function ItemList({ heading, items }: { heading: string; items: Items | undefined }) {
  if (!items?.length) return null;
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {heading}
      </Title>
      <Stack component="ul" gap={4} m={0} pl="md">
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.actions?.VIEW?.url.startsWith('/') ? (
              <Anchor component={Link} to={item.actions.VIEW.url}>
                {item.name}
              </Anchor>
            ) : (
              item.name
            )}
          </li>
        ))}
      </Stack>
    </div>
  );
}

/** Spec 01 §4.8: the workflow-template update report, fetched from its link; Got It submits it. */
export function WorkflowReportModal({ url, onClose }: { url: string | null; onClose: () => void }) {
  const report = useWorkflowReport(url);
  const gotIt = usePutLink();
  const data = report.data;
  const acknowledge = async (link: string) => {
    try {
      await gotIt.mutateAsync(link);
      onClose();
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      title={data?.generalInformation?.subject ?? ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      {report.isPending && <Waiting text={texts.report.loading} />}
      {report.isError && <Text>{texts.report.failed}</Text>}
      {data && (
        <Stack gap="md">
          {data.generalInformation?.description && <Text>{data.generalInformation.description}</Text>}
          {data.warningLabel?.textHtml && <Html html={data.warningLabel.textHtml} c="orange.9" />}
          <ItemList heading={texts.report.leads} items={data.unprocessedInfo?.leads} />
          <ItemList heading={texts.report.jobs} items={data.unprocessedInfo?.jobs} />
          {data.actions?.GOT_IT && (
            <DialogFooter mt={0}>
              <Button loading={gotIt.isPending} onClick={() => void acknowledge(data.actions!.GOT_IT!.url)}>
                {data.actions.GOT_IT.actionName || texts.gotIt}
              </Button>
            </DialogFooter>
          )}
        </Stack>
      )}
    </Modal>
  );
}
