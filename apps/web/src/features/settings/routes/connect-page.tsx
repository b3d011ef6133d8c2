import { sharedMessages } from '../../../shared/messages';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { settingsMessages } from '../messages';

type Service = keyof typeof settingsMessages.connect;

/**
 * Where QuickBooks, Xero and Pic-Time send the user back after connecting
 * (/settings/accounting-software/{quickbooks,xero}/connect/complete, /settings/integrations/pictime/oauth).
 */
export function ConnectPage({ service }: { service: Service }) {
  const texts = settingsMessages.connect[service];
  return (
    <EmptyPage
      title={texts.title}
      emptyTitle={sharedMessages.notAvailableYet}
      back={{ to: '/settings', label: settingsMessages.backToSettings }}
    >
      {texts.text}
    </EmptyPage>
  );
}
