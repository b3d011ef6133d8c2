import type { Feature } from '../feature.ts';
import { paymentSettingsRoutes } from './routes.ts';

export const feature: Feature = { routes: paymentSettingsRoutes };
