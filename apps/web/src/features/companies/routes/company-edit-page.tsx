import { EmptyPage } from '../../../shared/ui/empty-page';
import { companiesMessages as texts } from '../messages';

const back = { to: '/settings/companies', label: texts.allCompanies };

/** /settings/company/{id}/edit: where the user lands after creating a company (spec 01 §4.4). */
export const CompanyEditPage = () => <EmptyPage {...texts.edit} back={back} />;
