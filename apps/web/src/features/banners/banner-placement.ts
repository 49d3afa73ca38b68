import { BANNER_PLACEMENTS, BANNER_SCREENS, type BannerPlacement } from '@vitrina/shared';

/** The placement a screen serves, read from its address (`/marketplace-banners/nuevos/…`). */
export function placementOf(pathname: string): BannerPlacement {
  const found = BANNER_PLACEMENTS.filter((placement) => placement !== 'home').find(
    (placement) =>
      pathname.startsWith(`${BANNER_SCREENS[placement]}/`) || pathname === BANNER_SCREENS[placement],
  );
  return found ?? 'home';
}

/** The route titles (`routes.*`) of each placement's list. */
export const PLACEMENT_TITLES: Record<BannerPlacement, string> = {
  home: 'bannersHome',
  nuevos: 'bannersNew',
  seminuevos: 'bannersUsed',
};
