import { Checkbox } from '@vigil/ui';
import type { PermissionCategory, Permissions } from '@vigil/openapi';
import { categoryLabel, permissionLabel } from '../../permissionLabels';
import { ROLES_MESSAGES as M } from '../../roles.messages';
import { Matrix, MatrixScroller } from './RolesScreen.styles';

export interface PermissionMatrixProps {
  categories: readonly PermissionCategory[];
  /** The matrix's columns. */
  actions: readonly string[];
  permissions: Permissions;
  onChange: (permissions: Permissions) => void;
  isDisabled?: boolean;
}

/** Categories as rows, actions as columns; a cell has a checkbox where the category has the action. */
export function PermissionMatrix({ categories, actions, permissions, onChange, isDisabled }: PermissionMatrixProps) {
  const toggle = (category: PermissionCategory, action: string, on: boolean) => {
    const held = permissions[category.category] ?? [];
    const next = category.actions.filter((known) => (known === action ? on : held.includes(known)));
    const rest = Object.fromEntries(Object.entries(permissions).filter(([name]) => name !== category.category));
    onChange(next.length ? { ...rest, [category.category]: next } : rest);
  };

  return (
    <MatrixScroller tabIndex={0} role="group" aria-label={M.matrixLabel}>
      <Matrix>
        <thead>
          <tr>
            <td />
            {actions.map((action) => (
              <th key={action} scope="col">
                {permissionLabel(action)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => {
            const label = categoryLabel(category);
            return (
              <tr key={category.category}>
                <th scope="row">{label}</th>
                {actions.map((action) => (
                  <td key={action}>
                    {category.actions.includes(action) && (
                      <Checkbox
                        aria-label={`${label}: ${permissionLabel(action)}`}
                        isSelected={permissions[category.category]?.includes(action) ?? false}
                        onChange={(on) => {
                          toggle(category, action, on);
                        }}
                        isDisabled={isDisabled}
                      />
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Matrix>
    </MatrixScroller>
  );
}
