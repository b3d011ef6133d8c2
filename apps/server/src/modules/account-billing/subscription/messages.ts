/** The subscription's error texts (the client's 210 handler opens the plans frame; spec 01 §8). */
export const SubscriptionText = {
  expiredTitle: 'Your subscription has ended',
  expired: 'Your trial or subscription has ended. Choose a plan to keep working in Focal.',
} as const;
