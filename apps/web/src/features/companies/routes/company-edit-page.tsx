import { sharedMessages } from '../../../shared/messages';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { companiesMessages as texts } from '../messages';

/** /settings/company/{id}/edit: where the user lands after creating a company (spec 01 §4.4). */
export function CompanyEditPage() {
  return (
    <EmptyPage
      title={texts.editTitle}
      emptyTitle={sharedMessages.notAvailableYet}
      back={{ to: '/settings/companies', label: texts.allCompanies }}
    >
      {texts.editText}
    </EmptyPage>
  );
}
