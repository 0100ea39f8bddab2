export { RolesScreen } from './RolesScreen';
export { RoleEditor } from './RoleEditor';
export { PermissionMatrix, type PermissionMatrixProps } from './PermissionMatrix';
