import type { ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { Button, Stack } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useScheduleTemplates } from '../../../shared/documents/api/list-schedule-templates';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconCalendar } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { TemplateCards } from '../../../shared/ui/template-cards';
import { useCompanyCurrency } from '../api/company-currency';
import { useDeleteScheduleTemplate } from '../api/save-schedule-template';
import { describeRule } from '../lib/describe-rule';
import { settingsMessages } from '../messages';

const texts = settingsMessages.paymentSchedules;

// The editor (the instalment rows and the contracts' checks) loads when a template is opened, not
// with the list: it was most of the page's code, run on every visit (mobile TBT 585-800 ms). It is
// warmed on hover or focus of Add and the edit buttons, as the catalogue's forms are.
const loadEditor = () => import('../components/schedule-template-modal');
const ScheduleTemplateModal = lazy(() => loadEditor().then((m) => ({ default: m.ScheduleTemplateModal })));
const warm = () => void loadEditor();

/**
 * /settings/payment-schedules: the company's payment schedule templates by name, each with its
 * instalments in a line; add, edit (a modal with the instalment editor) and delete after asking.
 */
export function PaymentSchedulesPage() {
  const templates = useScheduleTemplates();
  const currency = useCompanyCurrency().data;
  const remove = useDeleteScheduleTemplate();
  const [editing, setEditing] = useState<{ template: ScheduleTemplate | undefined } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a dialog the focus goes back to the add button (a row may be gone).
  const focusBack = () => setTimeout(() => addButton.current?.focus(), 0);

  const add = () => setEditing({ template: undefined });

  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Button ref={addButton} onClick={add} onPointerEnter={warm} onFocus={warm}>
            {texts.add}
          </Button>
        }
      />
      <QueryState query={templates} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {({ rows }) => (
          <TemplateCards
            rows={rows}
            empty={
              <EmptyState
                title={texts.emptyTitle}
                icon={IconCalendar}
                action={
                  <Button onClick={add} onPointerEnter={warm} onFocus={warm}>
                    {texts.add}
                  </Button>
                }
              >
                {texts.empty}
              </EmptyState>
            }
            detail={(template) => (currency ? describeRule(template.rule, currency) : null)}
            open={{ onEdit: (template) => setEditing({ template }), warm }}
            texts={texts}
            remove={remove}
            onDeleteClosed={focusBack}
          />
        )}
      </QueryState>
      {editing && (
        <Suspense fallback={null}>
          <ScheduleTemplateModal template={editing.template} onClose={() => (setEditing(null), focusBack())} />
        </Suspense>
      )}
    </Stack>
  );
}
