// No zod here: the server and Settings → Contracts (web) read the default.

/**
 * The consent to sign electronically that a client reads before signing (ESIGN, 15 USC 7001(c)):
 * the right to paper, the scope of the consent, how to withdraw it and update contact details, and
 * what is needed to open and keep the records. A company may write its own (Settings → Contracts);
 * the text shown is frozen on the contract when it is sent.
 */
export const DEFAULT_CONTRACT_DISCLOSURE = `Consent to use electronic records and signatures

By ticking the box below, you agree to receive this contract and any notices about it electronically, and to sign it electronically. Your electronic signature has the same effect as a handwritten one.

Scope: this consent covers this contract, its signature, and the copies and notices about it that we send you.

Paper copy: you may ask us for a paper copy of this contract at any time, free of charge, by writing to us at the email address in our messages to you.

Withdrawing consent: you may withdraw your consent before you sign by telling us by email; we will then arrange to sign on paper. Withdrawing consent does not undo a signature already made. Please tell us by email if your email address changes.

What you need: a device with a current web browser (such as Chrome, Safari, Firefox or Edge), an internet connection, an email account, and software that opens PDF files to view and keep the signed copy, which we send you by email. You can also print or save it.`;

/** The longest disclosure a company may keep (characters). */
export const CONTRACT_DISCLOSURE_MAX = 10_000;
