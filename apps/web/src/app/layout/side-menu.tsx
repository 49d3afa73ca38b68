import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import StoreMallDirectoryIcon from '@mui/icons-material/StoreMallDirectory';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import {
  HOME_PATH,
  LOGIN_PATH,
  upgradePath,
  type VisibleMenuEntry,
  visibleMenu,
} from '../../lib/access-rules';
import { helpLink } from '../../lib/help';
import { isBlockedBySuspension } from '../../lib/session-rules';
import { signOut, useSession } from '../../lib/session-store';
import { MENU } from '../menu';
import { AgencySelector } from './agency-selector';
import { MenuIcon } from './menu-icons';
import { activeTrail, useRouteChain } from './route-chain';

export const SIDE_MENU_WIDTH = 280;
export const SIDE_MENU_COLLAPSED_WIDTH = 72;

export interface SideMenuProps {
  /** Icons only (desktop); groups and the agency selector ask to expand the menu first. */
  collapsed?: boolean;
  onExpand?: () => void;
  /** Called after a link is chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

/**
 * Spec §2 side menu: product name, agency selector, the entries this session may see (rockets
 * lead to the upgrade prompt), help, sign-out and version. A suspended dealership blocks the
 * entries and the agency switch for everyone but admins (spec §4).
 */
export function SideMenu({ collapsed = false, onExpand, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { user, dealership } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const chain = useRouteChain();
  const entries = useMemo(() => (user ? visibleMenu(MENU, user, dealership) : []), [user, dealership]);
  const blocked = user ? isBlockedBySuspension(user, dealership) : false;

  const paths = [
    location.pathname,
    ...chain
      .slice(0, -1)
      .reverse()
      .flatMap((link) => (link.to ? [link.to] : [])),
  ];
  const trail = activeTrail(entries, paths) ?? [];
  const trailId = trail.join('/');

  // Groups holding the current screen open when the screen changes; the user may close them again.
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (openedFor !== trailId) {
    setOpenedFor(trailId);
    if (trail.length > 1)
      setOpen((current) => ({ ...current, ...Object.fromEntries(trail.slice(0, -1).map((k) => [k, true])) }));
  }

  // Bring the highlighted link into view once its groups have opened.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!trailId) return;
    const timer = setTimeout(() => {
      listRef.current?.querySelector('.Mui-selected')?.scrollIntoView({ block: 'nearest' });
    }, 350);
    return () => clearTimeout(timer);
  }, [trailId]);

  const toggleGroup = (key: string) => {
    if (collapsed) {
      setOpen((current) => ({ ...current, [key]: true }));
      onExpand?.();
      return;
    }
    setOpen((current) => ({ ...current, [key]: !current[key] }));
  };

  const leave = async () => {
    onNavigate?.();
    await signOut();
    void navigate(LOGIN_PATH);
  };

  const itemSx =
    (depth: number, highlighted = false): SxProps<Theme> =>
    (theme) => ({
      mx: 1,
      mb: 0.25,
      minHeight: 40,
      py: 0.5,
      '& .MuiListItemText-root': { my: 0.25 },
      borderRadius: 1,
      pl: collapsed ? 1.5 : 1.5 + depth * 2,
      justifyContent: collapsed ? 'center' : 'flex-start',
      '& .MuiListItemIcon-root': {
        minWidth: collapsed ? 0 : 36,
        color: highlighted ? theme.palette.primary.main : theme.palette.text.secondary,
      },
      '&.Mui-selected, &.Mui-selected:hover': {
        color: theme.palette.primary.main,
        '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
        '& .MuiListItemText-primary': { fontWeight: 600 },
      },
      '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    });

  const withTooltip = (title: string, element: ReactElement, disabled = blocked) =>
    title && !disabled ? (
      <Tooltip title={title} placement="right" arrow>
        {element}
      </Tooltip>
    ) : (
      element
    );

  const renderEntry = (entry: VisibleMenuEntry, depth: number): ReactElement => {
    const label = t(`menu:${entry.label}`);
    const inTrail = trail.includes(entry.key);

    if (entry.children.length > 0) {
      const isOpen = Boolean(open[entry.key]) && !collapsed;
      const id = `menu-group-${entry.key}`;
      return (
        <ListItem key={entry.key} disablePadding sx={{ display: 'block' }}>
          {withTooltip(
            collapsed ? label : '',
            <ListItemButton
              onClick={() => toggleGroup(entry.key)}
              aria-expanded={isOpen}
              aria-controls={id}
              aria-label={collapsed ? label : undefined}
              disabled={blocked}
              selected={collapsed && inTrail}
              sx={itemSx(depth, inTrail)}
            >
              <ListItemIcon>
                <MenuIcon name={entry.icon} />
              </ListItemIcon>
              {collapsed ? null : (
                <>
                  <ListItemText primary={label} />
                  {isOpen ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
                </>
              )}
            </ListItemButton>,
          )}
          <Collapse in={isOpen} id={id} unmountOnExit>
            <List disablePadding>{entry.children.map((child) => renderEntry(child, depth + 1))}</List>
          </Collapse>
        </ListItem>
      );
    }

    const active = entry.key === trail.at(-1);
    const upgrade = t('common:upgradeAvailable');
    const name = entry.upgrade ? `${label} (${upgrade})` : label;
    const tooltip = collapsed ? name : entry.upgrade ? upgrade : '';
    const linkProps = entry.upgrade
      ? { component: Link, to: upgradePath(entry.packagePermission) }
      : { component: NavLink, to: entry.to ?? HOME_PATH, end: true };
    return (
      <ListItem key={entry.key} disablePadding sx={{ display: 'block' }}>
        {withTooltip(
          tooltip,
          <ListItemButton
            {...linkProps}
            selected={active}
            disabled={blocked}
            onClick={onNavigate}
            aria-label={tooltip ? name : undefined}
            sx={itemSx(depth)}
          >
            <ListItemIcon>
              <MenuIcon name={entry.icon} />
            </ListItemIcon>
            {collapsed ? null : <ListItemText primary={label} />}
            {entry.upgrade ? (
              <RocketLaunchIcon
                aria-hidden
                fontSize="small"
                color="secondary"
                sx={collapsed ? { position: 'absolute', top: 2, right: 6, fontSize: 14 } : { ml: 1 }}
              />
            ) : null}
          </ListItemButton>,
        )}
      </ListItem>
    );
  };

  const productName = t('common:product');
  const agencyName = dealership?.name ?? '';

  return (
    <Box
      component="nav"
      aria-label={t('common:mainNavigation')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 64,
          px: collapsed ? 0 : 2.5,
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <Box
          component={Link}
          to={HOME_PATH}
          onClick={onNavigate}
          aria-label={collapsed ? productName : undefined}
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1.25,
            color: 'text.primary',
            textDecoration: 'none',
            borderRadius: 1,
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          })}
        >
          <Box
            aria-hidden
            sx={{
              width: 34,
              height: 34,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 800,
              fontSize: '1.1rem',
            }}
          >
            {productName.charAt(0)}
          </Box>
          {collapsed ? null : (
            <Typography
              component="span"
              sx={{ fontSize: '1.3rem', fontWeight: 700, letterSpacing: '-0.01em' }}
            >
              {productName}
            </Typography>
          )}
        </Box>
      </Box>

      {collapsed ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
          {blocked ? (
            <Tooltip title={t('common:suspendedBlocked')} placement="right" arrow>
              <IconButton onClick={onExpand} aria-label={t('common:suspendedBlocked')} color="warning">
                <WarningAmberIcon />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title={t('common:currentAgency', { name: agencyName })} placement="right" arrow>
              <IconButton onClick={onExpand} aria-label={t('common:currentAgency', { name: agencyName })}>
                <StoreMallDirectoryIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ) : (
        <Box sx={{ px: 2, pb: 1.5, pt: 0.5 }}>
          <AgencySelector disabled={blocked} />
          {blocked ? (
            <Alert severity="warning" sx={{ mt: 1.5, py: 0.25, px: 1.25, fontSize: '0.8125rem' }}>
              {t('common:suspendedBlocked')}
            </Alert>
          ) : null}
        </Box>
      )}

      <Divider />
      <List ref={listRef} sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
        {entries.map((entry) => renderEntry(entry, 0))}
      </List>
      <Divider />

      <List sx={{ py: 1 }}>
        <ListItem disablePadding sx={{ display: 'block' }}>
          {withTooltip(
            collapsed ? t('common:help') : '',
            <ListItemButton
              component="a"
              href={helpLink(t('common:helpMessage'))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={collapsed ? t('common:help') : undefined}
              sx={itemSx(0)}
            >
              <ListItemIcon>
                <SupportAgentIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              {collapsed ? null : <ListItemText primary={t('common:help')} />}
            </ListItemButton>,
            false,
          )}
        </ListItem>
        <ListItem disablePadding sx={{ display: 'block' }}>
          {withTooltip(
            collapsed ? t('common:signOut') : '',
            <ListItemButton
              onClick={() => void leave()}
              aria-label={collapsed ? t('common:signOut') : undefined}
              sx={itemSx(0)}
            >
              <ListItemIcon>
                <LogoutIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              {collapsed ? null : <ListItemText primary={t('common:signOut')} />}
            </ListItemButton>,
            false,
          )}
        </ListItem>
      </List>
      <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center', pb: 1.5 }}>
        {t('common:version')}
      </Typography>
    </Box>
  );
}
