import { EmptyPage } from '../../../shared/ui/empty-page';
import { settingsMessages } from '../messages';

const texts = settingsMessages.templates;

/** /settings/templates: where the template-editing header's Go back leads. */
export function TemplatesPage() {
  return (
    <EmptyPage
      title={texts.title}
      emptyTitle={texts.emptyTitle}
      back={{ to: '/settings', label: settingsMessages.backToSettings }}
    >
      {texts.empty}
    </EmptyPage>
  );
}
