import type { EmailSettingsSection } from '@focal/contracts/email-settings';
import type { EmailTemplate } from '@focal/contracts/email-templates';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteTemplate, useDuplicateTemplate } from './api/template-mutations';
import { templateMessages as texts } from './messages';
import { SendTemplateModal } from './send-template-modal';
import { TemplateEditorModal } from './template-editor-modal';

export type Dialog =
  null | { action: 'create' } | { action: 'edit' | 'send' | 'delete'; template: EmailTemplate };

type Props = { dialog: Dialog; links: EmailSettingsSection['links']; onClose: () => void };

/** Duplicating needs no dialog: the copy ("Copy of …") appears in the list, and a toast names it. */
export function useDuplicate() {
  const duplicate = useDuplicateTemplate();
  return (template: EmailTemplate) =>
    duplicate.mutate(template.id, {
      onSuccess: (copy) => notifySuccess(texts.duplicated(copy.name)),
      onError: (error) => handleApiError(error),
    });
}

function DeleteDialog({
  template,
  links,
  onClose,
}: {
  template: EmailTemplate;
  links: Props['links'];
  onClose: () => void;
}) {
  const remove = useDeleteTemplate(links.DELETE);
  const confirm = () =>
    remove.mutate(template.id, {
      onSuccess: () => {
        notifySuccess(texts.remove.done(template.name));
        onClose();
      },
      onError: (error) => handleApiError(error),
    });
  return (
    <ConfirmDialog
      opened
      title={texts.remove.title}
      text={texts.remove.text(template.name)}
      confirmLabel={texts.remove.confirm}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** The dialog the list opened: the editor (new or existing), sending, or the delete confirmation. */
export function TemplateDialogs({ dialog, links, onClose }: Props) {
  if (!dialog) return null;
  switch (dialog.action) {
    case 'create':
      return <TemplateEditorModal key="new" template={null} links={links} onClose={onClose} />;
    case 'edit':
      return (
        <TemplateEditorModal
          key={dialog.template.id}
          template={dialog.template}
          links={links}
          onClose={onClose}
        />
      );
    case 'send':
      return <SendTemplateModal template={dialog.template} onClose={onClose} />;
    case 'delete':
      return <DeleteDialog template={dialog.template} links={links} onClose={onClose} />;
  }
}
