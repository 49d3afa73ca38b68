/** Language (es/en) and light/dark switches for the screens outside the application layout. */
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { LOCALES, type Locale } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../components/form';
import { setLocale } from '../../lib/i18n';
import { toggleDarkMode, usePreferences } from '../../lib/preferences';

const NAMES: Record<Locale, 'spanish' | 'english'> = { es: 'spanish', en: 'english' };

export function AuthToolbar() {
  const { t, i18n } = useTranslation('common');
  const { mode } = usePreferences();
  const locale = toLocale(i18n.resolvedLanguage);
  const themeLabel = mode === 'dark' ? t('lightMode') : t('darkMode');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, next: Locale | null) => next && setLocale(next)}
        aria-label={t('language')}
        sx={{ bgcolor: 'background.paper' }}
      >
        {LOCALES.map((code) => (
          // The visible text is the accessible name (WCAG 2.5.3 "label in name"): what a
          // voice-control user reads on the button is what they can say.
          <ToggleButton
            key={code}
            value={code}
            lang={code}
            sx={{ px: 1.25, py: 0.4, fontWeight: 600, textTransform: 'none' }}
          >
            {t(NAMES[code])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tooltip title={themeLabel}>
        <IconButton
          onClick={toggleDarkMode}
          aria-label={themeLabel}
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          size="small"
        >
          {mode === 'dark' ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
