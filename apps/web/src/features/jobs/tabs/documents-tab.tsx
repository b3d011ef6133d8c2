import { EmptyState } from '../../../shared/ui/empty-state';
import { IconFileText } from '../../../shared/ui/icons';
import { tabMessages as texts } from '../messages';

/** Quotes, invoices, contracts and questionnaires arrive with their features (later issues). */
export const DocumentsTab = () => (
  <EmptyState title={texts.documents.title} icon={IconFileText}>
    {texts.documents.empty}
  </EmptyState>
);
