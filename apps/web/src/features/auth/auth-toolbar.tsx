/**
 * Language (es/en) and light/dark switches for the screens outside the application layout. The
 * theme button's tooltip (MUI's Tooltip brings Popper, a quarter of what Login would otherwise
 * download) is fetched once the page is idle, and wraps the button from then on.
 */
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type Tooltip from '@mui/material/Tooltip';
import { LOCALES, type Locale } from '@vitrina/shared/basics';
import { useEffect, useState } from 'react';
import { chooseLocale, useLocale } from '../../lib/locale';
import { toggleDarkMode, usePreferences } from '../../lib/preferences';
import { whenIdle } from '../../lib/when-idle';
import { usePublicTexts } from './public-texts';

const NAMES: Record<Locale, 'spanish' | 'english'> = { es: 'spanish', en: 'english' };

export function AuthToolbar() {
  const { common } = usePublicTexts();
  const locale = useLocale();
  const { mode } = usePreferences();
  const themeLabel = mode === 'dark' ? common.lightMode : common.darkMode;
  const [Tip, setTip] = useState<typeof Tooltip | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        void import('@mui/material/Tooltip').then(({ default: loaded }) => setTip(() => loaded));
      }),
    [],
  );
  const themeButton = (
    <IconButton
      onClick={toggleDarkMode}
      aria-label={themeLabel}
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
      size="small"
    >
      {mode === 'dark' ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}
    </IconButton>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, next: Locale | null) => next && chooseLocale(next)}
        aria-label={common.language}
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
            {common[NAMES[code]]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {Tip ? <Tip title={themeLabel}>{themeButton}</Tip> : themeButton}
    </Stack>
  );
}
