import DarkModeIcon from '@mui/icons-material/DarkMode';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import TranslateIcon from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LOCALES, type Locale } from '@vitrina/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_PATH } from '../../lib/access-rules';
import { currentLocale, setLocale } from '../../lib/i18n';
import { toggleDarkMode, toggleFullScreen, usePreferences } from '../../lib/preferences';
import { userInitial } from '../../lib/session-rules';
import { useSession } from '../../lib/session-store';
import { NotificationBell } from './notification-bell';

const LANGUAGE_NAME_KEYS: Record<Locale, 'common:spanish' | 'common:english'> = {
  es: 'common:spanish',
  en: 'common:english',
};

/** Language switch: shows the current language, offers the supported ones. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const locale = (i18n.resolvedLanguage as Locale | undefined) ?? currentLocale();
  const current = t(LANGUAGE_NAME_KEYS[locale]);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon aria-hidden />}
        aria-label={t('common:languageCurrent', { language: current })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1.25 }}
      >
        {current}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => {
              setLocale(option);
              setAnchor(null);
            }}
          >
            {t(LANGUAGE_NAME_KEYS[option])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function DarkModeToggle() {
  const { t } = useTranslation();
  const { mode } = usePreferences();
  const label = mode === 'dark' ? t('common:lightMode') : t('common:darkMode');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleDarkMode}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

export function FullScreenToggle() {
  const { t } = useTranslation();
  const { fullScreen } = usePreferences();
  if (typeof document !== 'undefined' && !document.fullscreenEnabled) return null;
  const label = fullScreen ? t('common:exitFullScreen') : t('common:fullScreen');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => void toggleFullScreen().catch(() => undefined)}
      >
        {fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}

export interface TopBarProps {
  menuCollapsed: boolean;
  /** Absent when the session has no menu (an account awaiting its dealership). */
  onToggleMenu?: () => void;
}

/** The desktop top bar: menu collapse, language, dark mode, full screen, bell, the user's name. */
export function TopBar({ menuCollapsed, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const toggleLabel = menuCollapsed ? t('common:expandMenu') : t('common:collapseMenu');
  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 0.5, minHeight: { md: 64 } }}>
        {onToggleMenu ? (
          <Tooltip title={toggleLabel}>
            <IconButton edge="start" color="inherit" aria-label={toggleLabel} onClick={onToggleMenu}>
              {menuCollapsed ? <MenuIcon /> : <MenuOpenIcon />}
            </IconButton>
          </Tooltip>
        ) : (
          // No menu (an account awaiting its dealership): the product's name, where the menu's is.
          <Typography component="span" sx={{ fontSize: '1.3rem', fontWeight: 700, px: 1 }}>
            {t('common:product')}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitch />
        <DarkModeToggle />
        <FullScreenToggle />
        <NotificationBell />
        {user ? (
          <Button
            component={Link}
            to={PROFILE_PATH}
            color="inherit"
            startIcon={
              <Avatar
                aria-hidden
                sx={{
                  width: 30,
                  height: 30,
                  fontSize: '0.95rem',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {userInitial(user)}
              </Avatar>
            }
            sx={{ ml: 1, maxWidth: 260, fontWeight: 500 }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {user.name}
            </Box>
          </Button>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
