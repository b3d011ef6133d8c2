import type { PaymentSettingsView } from '@focal/contracts/payment-settings';
import type { ComponentType } from 'react';

/**
 * One section of Settings → Payments: a component given the settings as the server answered them
 * (the defaults until saved). Each section saves what it owns itself; the page lists them in order
 * (`routes/payment-settings-page.tsx`' `SECTIONS`).
 */
export type PaymentSettingsSection = ComponentType<{ settings: PaymentSettingsView }>;
