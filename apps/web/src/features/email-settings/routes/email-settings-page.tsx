import { SETTINGS_PATH } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconMail } from '../../../shared/ui/icons';
import { emailSettingsMessages as texts } from '../messages';

const back = { to: SETTINGS_PATH, label: texts.backToSettings };

/** /settings/email-settings (linked from the SPF failure modal). */
export const EmailSettingsPage = () => <EmptyPage {...texts.page} icon={IconMail} back={back} />;
