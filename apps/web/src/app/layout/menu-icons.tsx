/**
 * The icon names of the menu table (app/menu.ts) as Material icons. Each icon is imported by its
 * own path so only these reach the bundle.
 */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import ArticleIcon from '@mui/icons-material/Article';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import BarChartIcon from '@mui/icons-material/BarChart';
import CategoryIcon from '@mui/icons-material/Category';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import GavelIcon from '@mui/icons-material/Gavel';
import HubIcon from '@mui/icons-material/Hub';
import ImageIcon from '@mui/icons-material/Image';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NumbersIcon from '@mui/icons-material/Numbers';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RuleIcon from '@mui/icons-material/Rule';
import SchoolIcon from '@mui/icons-material/School';
import SellIcon from '@mui/icons-material/Sell';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import WebIcon from '@mui/icons-material/Web';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  settings: SettingsIcon,
  banners: ViewCarouselIcon,
  blog: ArticleIcon,
  bodies: AirportShuttleIcon,
  logo: ImageIcon,
  catalogs: CategoryIcon,
  conditionals: RuleIcon,
  billing: ReceiptLongIcon,
  photos: PhotoLibraryIcon,
  vehiclesNumber: NumbersIcon,
  leadAutomation: AutoModeIcon,
  packages: Inventory2Icon,
  promotions: LocalOfferIcon,
  popups: WebIcon,
  forward: ForwardToInboxIcon,
  reports: LeaderboardIcon,
  school: SchoolIcon,
  acl: AdminPanelSettingsIcon,
  clients: StorefrontIcon,
  analytics: BarChartIcon,
  inventory: DirectionsCarIcon,
  leads: ContactPhoneIcon,
  auctions: GavelIcon,
  alerts: NotificationsActiveIcon,
  verification: VerifiedUserIcon,
  integrations: HubIcon,
  tutorials: OndemandVideoIcon,
  offer: SellIcon,
  whatsapp: WhatsAppIcon,
};

/**
 * The entry's icon; entries without one (the leaves of a group) get a small dot so labels line
 * up. Decorative: the entry's label names it.
 */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? ICONS[name] : undefined;
  if (!Icon) return <FiberManualRecordIcon aria-hidden sx={{ fontSize: 8, mx: '6px' }} />;
  return <Icon aria-hidden fontSize="small" />;
}
