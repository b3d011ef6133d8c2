/**
 * The Tabler icons the app uses (Mantine's usual set), one module each so that only these reach
 * the bundle and the tests. Add an icon here, then import it from this file.
 */
export type { TablerIcon as Icon } from '@tabler/icons-react';
export { default as IconAlertCircle } from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
export { default as IconAlertTriangle } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
export { default as IconBell } from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
export { default as IconBriefcase } from '@tabler/icons-react/dist/esm/icons/IconBriefcase.mjs';
export { default as IconBuildingStore } from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
export { default as IconCalendar } from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
export { default as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
export { default as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
export { default as IconChevronUp } from '@tabler/icons-react/dist/esm/icons/IconChevronUp.mjs';
export { default as IconCircleCheck } from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
export { default as IconClipboardList } from '@tabler/icons-react/dist/esm/icons/IconClipboardList.mjs';
export { default as IconCreditCard } from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
export { default as IconExternalLink } from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
export { default as IconFileInvoice } from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
export { default as IconFileText } from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
export { default as IconHistory } from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
export { default as IconInbox } from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
export { default as IconInfoCircle } from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
export { default as IconLayoutDashboard } from '@tabler/icons-react/dist/esm/icons/IconLayoutDashboard.mjs';
export { default as IconLogout } from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
export { default as IconMail } from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
export { default as IconPencil } from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
export { default as IconPlug } from '@tabler/icons-react/dist/esm/icons/IconPlug.mjs';
export { default as IconPlus } from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
export { default as IconRefresh } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
export { default as IconSettings } from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
export { default as IconShieldLock } from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
export { default as IconSignature } from '@tabler/icons-react/dist/esm/icons/IconSignature.mjs';
export { default as IconSparkles } from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
export { default as IconSpeakerphone } from '@tabler/icons-react/dist/esm/icons/IconSpeakerphone.mjs';
export { default as IconTag } from '@tabler/icons-react/dist/esm/icons/IconTag.mjs';
export { default as IconTargetArrow } from '@tabler/icons-react/dist/esm/icons/IconTargetArrow.mjs';
export { default as IconTemplate } from '@tabler/icons-react/dist/esm/icons/IconTemplate.mjs';
export { default as IconTool } from '@tabler/icons-react/dist/esm/icons/IconTool.mjs';
export { default as IconUser } from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
export { default as IconX } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
