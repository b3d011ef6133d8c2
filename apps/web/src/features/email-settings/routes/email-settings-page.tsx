import { sharedMessages } from '../../../shared/messages';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { emailSettingsMessages as texts } from '../messages';

/** /settings/email-settings (linked from the SPF failure modal). */
export function EmailSettingsPage() {
  return (
    <EmptyPage
      title={texts.title}
      emptyTitle={sharedMessages.notAvailableYet}
      back={{ to: '/settings', label: texts.backToSettings }}
    >
      {texts.text}
    </EmptyPage>
  );
}
