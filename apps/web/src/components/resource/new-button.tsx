/** The list header's "Nuevo" link to the create screen, shown only to whoever may create. */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link } from 'react-router';

export function NewButton({ show, to, label }: { show: boolean; to: string; label: string }) {
  if (!show) return null;
  return (
    <Button variant="contained" startIcon={<Add />} component={Link} to={to}>
      {label}
    </Button>
  );
}
