-- Issue 5's default subscription announcements (spec 01 §3, §4.6, §5). The service fills
-- {daysLeft}, {planName}, {feature}, {max}, {upgradeTier} and {upgradePlanName} per account and
-- sanitises the HTML. The iOS variants carry no purchase link (Apple's rules): they say to use a browser.
INSERT INTO announcements (key, audience, priority, variants) VALUES
('trial-days-left', 'TRIALING', 20, $json${
  "web": {
    "htmlText": "Your free trial of <b>{planName}</b> ends in <b>{daysLeft} days</b>. Choose a plan to keep your studio running without a break.",
    "actions": { "CHOOSE_PLAN": { "actionName": "Choose a Plan", "method": "OPEN_PLANS", "url": "/subscription/plans", "buttonProperties": { "backgroundHexColor": "#1864AB" } } }
  },
  "mobile": {
    "htmlText": "Your free trial ends in <b>{daysLeft} days</b>.",
    "actions": { "CHOOSE_PLAN": { "actionName": "Choose a Plan", "method": "OPEN_PLANS", "url": "/subscription/plans", "buttonProperties": { "backgroundHexColor": "#1864AB" } } }
  },
  "app": {
    "ios": {
      "htmlText": "Your free trial ends in <b>{daysLeft} days</b>. To choose a plan, sign in to Focal in a web browser.",
      "actions": {}
    },
    "android": {
      "htmlText": "Your free trial ends in <b>{daysLeft} days</b>.",
      "actions": { "CHOOSE_PLAN": { "actionName": "Choose a Plan", "method": "OPEN_PLANS", "url": "/subscription/plans", "buttonProperties": { "backgroundHexColor": "#1864AB" } } }
    }
  }
}$json$::jsonb),
('renewal-failed', 'PAST_DUE', 30, $json${
  "web": {
    "htmlText": "<b>We could not take your last payment for {planName}.</b> Complete the payment within {daysLeft} days to keep access to your studio.",
    "actions": { "COMPLETE_PAYMENT": { "actionName": "Complete Payment", "method": "OPEN_PLANS", "url": "/subscription/checkout?complete=1", "buttonProperties": { "backgroundHexColor": "#C92A2A" } } }
  },
  "mobile": {
    "htmlText": "<b>Your last payment failed.</b> Access ends in {daysLeft} days.",
    "actions": { "COMPLETE_PAYMENT": { "actionName": "Complete Payment", "method": "OPEN_PLANS", "url": "/subscription/checkout?complete=1", "buttonProperties": { "backgroundHexColor": "#C92A2A" } } }
  },
  "app": {
    "ios": {
      "htmlText": "<b>Your last payment failed.</b> To complete it, sign in to Focal in a web browser within {daysLeft} days.",
      "actions": {}
    },
    "android": {
      "htmlText": "<b>Your last payment failed.</b> Access ends in {daysLeft} days.",
      "actions": { "COMPLETE_PAYMENT": { "actionName": "Complete Payment", "method": "OPEN_PLANS", "url": "/subscription/checkout?complete=1", "buttonProperties": { "backgroundHexColor": "#C92A2A" } } }
    }
  }
}$json$::jsonb),
('plan-near-limit', 'NEAR_LIMIT', 10, $json${
  "web": {
    "htmlText": "You've reached the maximum number of <b>{feature}</b> ({max}) in your {planName} plan. Upgrade to <b>{upgradePlanName}</b> to add more.",
    "actions": { "UPGRADE": { "actionName": "Upgrade", "method": "OPEN_PLANS", "url": "/subscription/plans?planTier={upgradeTier}", "buttonProperties": { "backgroundHexColor": "#FAB005" } } }
  },
  "mobile": {
    "htmlText": "Maximum number of <b>{feature}</b> ({max}) reached.",
    "actions": { "UPGRADE": { "actionName": "Upgrade", "method": "OPEN_PLANS", "url": "/subscription/plans?planTier={upgradeTier}", "buttonProperties": { "backgroundHexColor": "#FAB005" } } }
  },
  "app": {
    "ios": {
      "htmlText": "You've reached the maximum number of <b>{feature}</b> ({max}) in your plan. To upgrade, sign in to Focal in a web browser.",
      "actions": {}
    },
    "android": {
      "htmlText": "Maximum number of <b>{feature}</b> ({max}) reached.",
      "actions": { "UPGRADE": { "actionName": "Upgrade", "method": "OPEN_PLANS", "url": "/subscription/plans?planTier={upgradeTier}", "buttonProperties": { "backgroundHexColor": "#FAB005" } } }
    }
  }
}$json$::jsonb);
