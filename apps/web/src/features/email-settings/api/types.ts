import type { EmailSettingsSection } from '@focal/contracts/email-settings';

/** The links a section of the layout carries (GET, SAVE, DELETE, …). */
export type SectionLinks = EmailSettingsSection['links'];
