import { type ComponentType, lazy } from 'react';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Each page is its own chunk: the sign-in page carries no quote, the home no dialogs.
export const OpenPage = page(() => import('./open-page'), 'OpenPage');
export const SignInPage = page(() => import('./sign-in-page'), 'SignInPage');
export const HomePage = page(() => import('./home-page'), 'HomePage');
export const QuotePage = page(() => import('./quote-page'), 'QuotePage');
export const InvoicePage = page(() => import('./invoice-page'), 'InvoicePage');
export const QuestionnairePage = page(
  () => import('../questionnaire/questionnaire-page'),
  'QuestionnairePage',
);
export const ContractPage = page(() => import('../contract/contract-page'), 'ContractPage');
