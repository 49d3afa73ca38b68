/** Pieces the catalog forms share: reading the record id from the address, the image side card. */
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';

/** A numeric route parameter, or undefined when absent (a create screen). */
export function useIdParam(name: string): number | undefined {
  const value = useParams()[name];
  return value === undefined ? undefined : Number(value);
}

/** A route parameter that must be there (a parent's id). */
export function useParentId(name: string): number {
  return Number(useParams()[name]);
}

export function SideCard({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '14px' }}>
      {children}
    </Paper>
  );
}

/** Said where an image would go on a record that does not exist yet. */
export function SaveFirstNote({ text }: { text: string }) {
  return (
    <SideCard>
      <Box sx={{ display: 'flex', gap: 1.5, color: 'text.secondary' }}>
        <InfoOutlined fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
        <Typography variant="body2">{text}</Typography>
      </Box>
    </SideCard>
  );
}
