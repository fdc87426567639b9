import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** The permission matrix: which role may do what, per site. */
export default defineAdminFeature({
  name: 'permissionMatrix',
  routes: { permissionMatrix: () => import('./PermissionMatrix.tsx') },
  methods: [methodsOf(() => import('./permissionMatrixMethods.ts').then((module) => module.permissionMatrixMethods), ['getPermissionMatrix', 'savePermissions'])],
});
