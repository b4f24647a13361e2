import { SetMetadata } from '@nestjs/common';

export const OUTSIDE_SITE_BUDGET_KEY = 'outsideSiteBudget';

/**
 * A public POST that acts on one existing row through an unguessable token (a cancellation
 * link, a newsletter confirmation or unsubscription): never counted in the site's hourly
 * budget nor refused by it, so a flood of other posts cannot stop a patient from cancelling or
 * unsubscribing. It keeps the per-IP limits (PublicThrottlerGuard); it stores nothing new, so
 * a flood gains nothing by it.
 */
export const OutsideSiteBudget = () => SetMetadata(OUTSIDE_SITE_BUDGET_KEY, true);
