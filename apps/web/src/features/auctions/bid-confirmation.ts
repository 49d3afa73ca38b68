/**
 * A bid commits with one click, so one far above the next minimum asks first, naming the amount:
 * an extra zero typed would otherwise be a bid the dealership must honour.
 */

/** How far above the next minimum (a fifth) a bid asks for confirmation. */
export const BID_CONFIRM_MARGIN = 0.2;

export function needsBidConfirmation(amount: number, nextMinimum: number): boolean {
  return amount >= nextMinimum * (1 + BID_CONFIRM_MARGIN);
}
