/** Where the subscription screens live (spec 001 §2), and the profile's Payment card tab. */
export const subscriptionPaths = {
  list: "/company/subscriptions",
  pay: "/company/subscription/pay",
  managementRenewal: "/company/document/management/renewal",
  invoices: "/company/invoice",
  /** Buy more: the catalogue, to the cart. */
  catalogue: "/policies-procedures",
} as const;

/** The profile's Payment card tab (tab 5, spec 000 §3). */
export const cardsTab = "/company/profile?tab=tab_5";
