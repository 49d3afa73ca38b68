/** Gerentes (/managers): the users screen fixed to the Gerente role. */
import { UsersScreen } from './users-list-page';

export default function ManagersListPage() {
  return <UsersScreen screen="managers" />;
}
