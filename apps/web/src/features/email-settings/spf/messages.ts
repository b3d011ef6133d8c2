import { sharedMessages } from '../../../shared/messages';

/** The words of the SPF check (spec 02 §2 "SPF modals": the modal texts are the spec's, exactly). */
export const spfMessages = {
  failure: {
    title: 'Oops! The SPF record has an issue.',
    body: 'Either the SPF record cannot be found or is incorrect.',
    notNow: 'Not Now',
    goToSettings: 'Go to Email Settings',
  },
  success: {
    title: 'Yay! The correct SPF record is found.',
    gotIt: sharedMessages.gotIt,
  },
  panel: {
    title: 'SPF record',
    intro:
      'Inboxes check your domain’s SPF record to decide whether emails from your address really come from you.',
    connected: 'Correct SPF record found',
    issue: 'SPF record needs attention',
    loading: 'Checking your SPF record…',
    loadFailed: 'The SPF record could not be checked just now.',
    domain: 'Domain',
    sendingServer: 'Sending server',
    result: 'Result',
    decidedBy: 'Decided by',
    found: 'Record found',
    noneFound: 'No SPF record found',
    toPublish: 'TXT record to publish',
    publishAt: (domain: string) => `Add it as a TXT record of ${domain} at your domain provider.`,
    copy: 'Copy',
    copied: 'Copied',
    checkNow: 'Check now',
  },
} as const;
