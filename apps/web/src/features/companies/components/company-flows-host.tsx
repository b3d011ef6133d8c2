import { lazy, Suspense, useEffect } from 'react';
import { resetFlowsState, setFlowsState, useFlowsState } from '../lib/flows-store';
import { SwitchingOverlay } from './switching-overlay';

// The modals (and the forms' libraries) load when first needed, not with the frame.
const AddCompanyFlow = lazy(() => import('./add-company-flow'));
const SwitchedCompanyModal = lazy(() => import('./switched-company-modal'));
const close = () => setFlowsState({ adding: false });

/**
 * Mounted once in the signed-in frame: the switching overlay, the Add New Company modals and the
 * blocking switched-company modal.
 */
export function CompanyFlowsHost() {
  const { switching, adding, switchedElsewhere } = useFlowsState();
  useEffect(() => resetFlowsState, []);
  return (
    <Suspense fallback={null}>
      {adding && <AddCompanyFlow onClose={close} />}
      {switching && <SwitchingOverlay name={switching.name} />}
      {switchedElsewhere && <SwitchedCompanyModal name={switchedElsewhere.name} />}
    </Suspense>
  );
}
