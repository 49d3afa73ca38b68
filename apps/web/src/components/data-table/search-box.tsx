/** The search field of a list: typed text reaches the URL (and the server) after a pause. */
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  label?: string;
}

export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const { t } = useTranslation('table');
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed by itself (back button, a cleared filter): the field follows it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() === sent.current.trim()) return;
      sent.current = next.trim();
      onSearch(next);
    }, delay);
  };

  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        send(event.target.value, SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send(text, 0);
      }}
      placeholder={label ?? t('search')}
      sx={{
        flex: '1 1 240px',
        maxWidth: { sm: 360 },
        minWidth: 0,
        // The field has its own clear button.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        htmlInput: { 'aria-label': label ?? t('search'), enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('clearSearch')}
                onClick={() => {
                  setText('');
                  send('', 0);
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
