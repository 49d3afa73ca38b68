/** A link between the public pages: a real address, followed in the page (public-shell.tsx). */
import Link, { type LinkProps } from '@mui/material/Link';
import { useFollow } from './public-shell';

export function PublicLink({ to, ...props }: Omit<LinkProps, 'href' | 'onClick'> & { to: string }) {
  return <Link href={to} onClick={useFollow(to)} underline="hover" {...props} />;
}
