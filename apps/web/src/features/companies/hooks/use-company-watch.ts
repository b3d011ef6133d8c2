import { useEffect, useLayoutEffect } from 'react';
import { companySwitchedFlow, setCompanySwitchedFlow } from '../../../shared/errors/company-switched-flow';
import type { ApiError } from '../../../shared/http/api-error';
import { getTabCompany, setTabCompany } from '../../../shared/http/headers';
import { flowsState } from '../lib/flows-store';
import { showSwitchedElsewhere } from '../lib/show-switched-elsewhere';
import { readSelectedCompany, recordSelectedCompany, watchSelectedCompany } from '../lib/selected-company';

/** Whether `companyId` is where this tab is, or is going: its own switch, not another tab's. */
const isOwnMove = (companyId: string | undefined) =>
  companyId !== undefined && (companyId === getTabCompany() || companyId === flowsState().switching?.id);

/** A CompanyMismatch answer: the session works in another company than this tab shows. */
function onCompanyMismatch(error: ApiError) {
  const current = error.body.data?.companyId;
  const sessionCompany = typeof current === 'string' ? current : undefined;
  // A request this tab sent just before its own switch landed: its data reloads anyway.
  if (isOwnMove(sessionCompany)) return;
  const recorded = readSelectedCompany();
  showSwitchedElsewhere(recorded && recorded.id === sessionCompany ? recorded.name : undefined);
}

/**
 * The signed-in frame's part in keeping a tab in its company (spec 01 §4.1): every request names
 * the company this tab's bootstrap shows; the company is recorded for the other tabs; a switch
 * recorded by another tab, or a CompanyMismatch answer, opens the blocking switched-company modal.
 */
export function useCompanyWatch(company: { id: string; name: string }) {
  // Layout effects run before the pages' own effects start their requests.
  useLayoutEffect(() => {
    setTabCompany(company.id);
    recordSelectedCompany({ id: company.id, name: company.name });
  }, [company.id, company.name]);
  useLayoutEffect(() => () => setTabCompany(null), []);

  useEffect(() => {
    setCompanySwitchedFlow(onCompanyMismatch);
    const stop = watchSelectedCompany((selected) => {
      if (!isOwnMove(selected.id)) showSwitchedElsewhere(selected.name);
    });
    return () => {
      stop();
      if (companySwitchedFlow() === onCompanyMismatch) setCompanySwitchedFlow(null);
    };
  }, []);
}
