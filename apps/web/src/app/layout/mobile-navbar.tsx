import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import TranslateIcon from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH, PROFILE_PATH } from '../../lib/access-rules';
import { setLocale } from '../../lib/i18n';
import { setMobileMenuExpanded, toggleDarkMode, usePreferences } from '../../lib/preferences';
import { userInitial } from '../../lib/session-rules';
import { useSession } from '../../lib/session-store';
import { NotificationBell } from './notification-bell';

/**
 * Spec §2: the phone navbar. The menu button opens the side menu drawer; the avatar shows the
 * user's initial and offers the profile, the other language and the dark mode switch. Without
 * `menuId` (an account awaiting its dealership has no menu) there is no menu button.
 */
export function MobileNavbar({ menuId }: { menuId?: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { mode, mobileMenuExpanded } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const accountMenuId = useId();
  const otherLocale = i18n.resolvedLanguage === 'en' ? 'es' : 'en';
  const close = () => setAnchor(null);

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
        {menuId ? (
          <IconButton
            color="inherit"
            aria-label={t('common:openMenu')}
            aria-controls={menuId}
            aria-expanded={mobileMenuExpanded}
            onClick={() => setMobileMenuExpanded(true)}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          component={Link}
          to={HOME_PATH}
          sx={(theme) => ({
            fontSize: '1.2rem',
            fontWeight: 700,
            color: 'text.primary',
            textDecoration: 'none',
            borderRadius: 1,
            px: 0.5,
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
          })}
        >
          {t('common:product')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <NotificationBell />
        <IconButton
          aria-label={t('common:accountMenu', { name: user?.name ?? '' })}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? accountMenuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              fontSize: '1rem',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {userInitial(user)}
          </Avatar>
        </IconButton>
        <Menu
          id={accountMenuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem component={Link} to={PROFILE_PATH} onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={user?.name} secondary={t('routes:profile')} />
          </MenuItem>
          <MenuItem
            onClick={() => {
              setLocale(otherLocale);
              close();
            }}
          >
            <ListItemIcon>
              <TranslateIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={t(otherLocale === 'en' ? 'common:english' : 'common:spanish')}
              secondary={t('common:language')}
              slotProps={{ primary: { lang: otherLocale } }}
            />
          </MenuItem>
          <MenuItem onClick={toggleDarkMode}>
            <ListItemIcon>
              {mode === 'dark' ? (
                <LightModeIcon fontSize="small" aria-hidden />
              ) : (
                <DarkModeIcon fontSize="small" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText primary={mode === 'dark' ? t('common:lightMode') : t('common:darkMode')} />
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
