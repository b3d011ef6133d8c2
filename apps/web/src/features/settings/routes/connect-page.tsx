import { SETTINGS_PATH } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconPlug } from '../../../shared/ui/icons';
import { settingsMessages as texts } from '../messages';

const back = { to: SETTINGS_PATH, label: texts.backToSettings };

/**
 * Where QuickBooks, Xero and Pic-Time send the user back after connecting
 * (/settings/accounting-software/{quickbooks,xero}/connect/complete, /settings/integrations/pictime/oauth).
 */
export const ConnectPage = ({ service }: { service: keyof typeof texts.connect }) => (
  <EmptyPage {...texts.connect[service]} icon={IconPlug} back={back} />
);
