/**
 * The packages module's public entry: what other modules, the seeds and the app may use of it
 * (scripts/boundaries.ts).
 */

export { promotionsInForce, toPromotion } from './promotions.repository';
export { seedDemoPromotions } from './promotions.seed';
