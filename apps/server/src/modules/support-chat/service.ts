import { ApiRoutes, type ChatData, type ResourceLink } from '@focal/contracts';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { AccountContext } from '../account-context/service.ts';
import { countContracts } from '../contracts/service.ts';
import { countIssuedInvoices } from '../invoices/service.ts';
import { countJobs } from '../jobs/service.ts';
import { countQuotes } from '../quotes/service.ts';
import { countQuestionnaires } from '../questionnaires/service.ts';
import { connectionOf } from '../stripe-connect/accounts.ts';
import { SupportChatText } from './messages.ts';

/** The INTERCOM resource link of the user's bootstrap data (spec 01 §3), only while the chat is on. */
export function chatLinks(config: Pick<Config, 'chat'>): Record<string, ResourceLink> {
  return config.chat ? { INTERCOM: { url: ApiRoutes.getChatData.path } } : {};
}

/**
 * The chat data (spec 01 §3, §7): the widget's settings, the user and the session's company, all
 * read from the account context the guard already loaded (no other company is ever named here).
 * The company's jobs (not leads), quotes, issued invoices, contracts sent (drafts are not yet
 * contracts) and questionnaires are counted, and its client payment options read.
 */
export async function chatData(
  deps: AppDeps,
  context: Pick<AccountContext, 'user' | 'company' | 'subscription'>,
): Promise<ChatData> {
  const chat = deps.config.chat;
  if (!chat) throw new AppError('NotFound', SupportChatText.offTitle, SupportChatText.off);
  const { user, company, subscription } = context;
  const [jobsCount, quoteCount, invoiceCount, contractCount, questionnaireCount, cards] = await Promise.all([
    countJobs(deps.db, company.id),
    countQuotes(deps.db, company.id),
    countIssuedInvoices(deps.db, company.id),
    countContracts(deps.db, company.id),
    countQuestionnaires(deps.db, company.id),
    connectionOf(deps, company.id),
  ]);
  return {
    widget: { appId: chat.appId, apiBase: chat.apiBase, scriptUrl: chat.scriptUrl },
    user: {
      id: user.id,
      firstName: user.firstName,
      email: user.email,
      registeredAt: user.createdAt.toISOString(),
    },
    company: {
      id: company.id,
      name: company.name,
      email: company.email,
      createdAt: company.createdAt.toISOString(),
      plan: subscription?.planTier ?? null,
      jobsCount,
      invoiceCount,
      quoteCount,
      contractCount,
      questionnaireCount,
      companyPromoCode: subscription?.promoCode ?? null,
      subscriptionStatus: subscription?.status ?? null,
      paymentOptions: {
        paymentMethods: {
          // Clients pay this company through Stripe now (its connected account, or the installation's).
          stripe: cards.mode !== 'sandbox' && cards.clientsCanPay,
          stripeConnect: { accountId: cards.accountId },
          paypal: false,
          bankTransfer: false,
        },
      },
    },
  };
}
