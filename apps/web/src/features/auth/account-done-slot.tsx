/**
 * AccountDone, fetched when a page first shows it (after its request): its Alert and Button link
 * are not part of what a public page downloads before it is usable.
 */
import { type ComponentProps, lazy, Suspense } from 'react';

const Loaded = lazy(() => import('./account-done'));

export function AccountDone(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
