import { useDataProvider, type DataProvider } from 'react-admin';
import type { WorkflowMethods } from './featureMethods.ts';

/** react-admin's methods plus every workflow's named ones. */
export type AppDataProvider = DataProvider & WorkflowMethods;

export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
