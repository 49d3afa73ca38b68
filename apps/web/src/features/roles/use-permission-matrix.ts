/**
 * The checkbox state of a role's matrix, kept per module so that ticking one permission gives a
 * new set to its module only: the other module cards keep their props and do not re-render,
 * which keeps the screen smooth with every permission of the platform on it.
 */
import { nameKey, ROLES, SUPERADMIN_KEEPS } from '@vitrina/shared';
import { useCallback, useMemo, useState } from 'react';
import type { PermissionLabels } from './permission-labels';
import type { RoleMatrix } from './roles.api';

export type MatrixPermission = RoleMatrix['modules'][number]['permissions'][number];
type Chosen = Readonly<Record<string, ReadonlySet<string>>>;

function savedChoice(matrix: RoleMatrix): Chosen {
  return Object.fromEntries(
    matrix.modules.map(({ module, permissions }) => [
      module,
      new Set(permissions.filter((p) => p.granted).map((p) => p.name)),
    ]),
  );
}

/** Whether the user may tick or untick this box (the server checks again). */
export function canToggle(matrix: RoleMatrix, permission: MatrixPermission): boolean {
  if (!matrix.role.editable) return false;
  if (
    matrix.role.name === ROLES.superadmin &&
    (SUPERADMIN_KEEPS as readonly string[]).includes(permission.name)
  ) {
    return false;
  }
  // Unticking what one does not hold is allowed, and so is ticking it again before saving.
  return permission.grantable || permission.granted;
}

/**
 * Search text as the matrix compares it: case, accents and repeated spaces ignored; the identifier,
 * the display name and the description shown (in the current language) are searched.
 */
export function matchesSearch(
  permission: MatrixPermission,
  search: string,
  labels: PermissionLabels,
): boolean {
  if (!search) return true;
  const label = labels.permission(permission.name, permission.description);
  return nameKey(`${permission.name} ${label.name} ${label.description}`).includes(nameKey(search));
}

export function usePermissionMatrix(matrix: RoleMatrix) {
  const [chosen, setChosen] = useState<Chosen>(() => savedChoice(matrix));

  const toggle = useCallback((module: string, names: readonly string[], checked: boolean) => {
    setChosen((current) => {
      const next = new Set(current[module]);
      for (const name of names) {
        if (checked) next.add(name);
        else next.delete(name);
      }
      return { ...current, [module]: next };
    });
  }, []);

  const pending = useMemo(() => {
    let count = 0;
    for (const { module, permissions } of matrix.modules) {
      const set = chosen[module];
      for (const p of permissions) if (p.granted !== (set?.has(p.name) ?? false)) count++;
    }
    return count;
  }, [matrix, chosen]);

  const names = useCallback(() => Object.values(chosen).flatMap((set) => [...set]), [chosen]);
  const reset = useCallback(() => setChosen(savedChoice(matrix)), [matrix]);

  return { chosen, toggle, pending, names, reset };
}
