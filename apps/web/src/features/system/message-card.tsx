import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page that is one message and its way on (the upgrade prompt, the account awaiting its
 * dealership): an icon, the heading, what it means, then the actions, centred in one card.
 */
export function MessageCard(props: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', mt: { md: 4 }, textAlign: 'center' }}
    >
      {props.icon}
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {props.title}
      </Typography>
      {props.children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {props.actions}
      </Stack>
    </Paper>
  );
}

/** The card's icon: large, in the primary colour, hidden from screen readers (the heading says it). */
export const messageIconSx = { fontSize: 56, mb: 1 } as const;
