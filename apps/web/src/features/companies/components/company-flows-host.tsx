import { lazy, Suspense } from 'react';
import { setFlowsState, useFlowsState } from '../lib/flows-store';
import { SwitchingOverlay } from './switching-overlay';

// The forms (react-hook-form, zod) load when the user first adds a company, not with the frame.
const AddCompanyFlow = lazy(() => import('./add-company-flow'));
const close = () => setFlowsState({ adding: false });

/** Mounted once in the signed-in frame: the switching overlay and the Add New Company modals. */
export function CompanyFlowsHost() {
  const { switching, adding } = useFlowsState();
  return (
    <>
      {adding && (
        <Suspense fallback={null}>
          <AddCompanyFlow onClose={close} />
        </Suspense>
      )}
      {switching && <SwitchingOverlay name={switching.name} />}
    </>
  );
}
