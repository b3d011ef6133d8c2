import '@mantine/core/styles/Menu.css';
import type { ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAYMENT_SCHEDULES_PATH } from '../paths';
import { IconChevronDown } from '../ui/icons';
import { useScheduleTemplates } from './api/list-schedule-templates';
import { documentEditorMessages } from './messages';

const texts = documentEditorMessages.scheduleTemplates;

type Props = { onPick: (template: ScheduleTemplate) => void };

/**
 * "Use a template": the company's payment schedule templates (Settings → Payment schedules); picking
 * one fills the schedule. They are asked for when the menu first opens, not with the editor.
 */
export function ScheduleTemplateMenu({ onPick }: Props) {
  const [opened, setOpened] = useState(false);
  const templates = useScheduleTemplates(opened);
  const rows = templates.data?.rows;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" size="compact-md" rightSection={<IconChevronDown size={14} aria-hidden />}>
          {texts.use}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {templates.error ? (
          <>
            <Menu.Label role="alert">{texts.failed}</Menu.Label>
            <Menu.Item closeMenuOnClick={false} onClick={() => void templates.refetch()}>
              {texts.retry}
            </Menu.Item>
          </>
        ) : !rows ? (
          <Menu.Label role="status">{texts.loading}</Menu.Label>
        ) : rows.length === 0 ? (
          <Menu.Label>{texts.none}</Menu.Label>
        ) : (
          rows.map((template) => (
            <Menu.Item key={template.id} onClick={() => onPick(template)}>
              {template.name}
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={PAYMENT_SCHEDULES_PATH}>
          {texts.manage}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
