import { SETTINGS_PATH } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconTemplate } from '../../../shared/ui/icons';
import { settingsMessages as texts } from '../messages';

const back = { to: SETTINGS_PATH, label: texts.backToSettings };

/** /settings/templates: where the template-editing header's Go back leads. */
export const TemplatesPage = () => <EmptyPage {...texts.templates} icon={IconTemplate} back={back} />;
