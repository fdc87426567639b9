import { contentTypeByValue } from '../../../resources/contentTypes.ts';
import type { ActivityLogFilter } from '../../graphql/graphql.ts';
import { linkPath, routeByName } from '../../routes/routeTree.ts';

/** The screen's filters as the address keeps them (`?filter=`). */
export interface ActivityLogChoices {
  userId?: string;
  resource?: string;
  action?: string;
  recordId?: string;
  startDate?: string;
  endDate?: string;
}

export const ACTIONS = ['create', 'update', 'restore', 'directoryRefresh', 'status', 'delete'] as const;

export function activityFilterOf(choices: ActivityLogChoices): ActivityLogFilter {
  return {
    userId: choices.userId || undefined,
    resource: choices.resource || undefined,
    recordId: choices.recordId || undefined,
    action: choices.action || undefined,
    ...(choices.startDate && choices.endDate ? { from: choices.startDate, to: choices.endDate } : {}),
  };
}

/** The address of a record's screen: a content's editor, a user's detail, a declared resource's form on its route (`…/:id?`); none for a deleted record. */
export function recordPathOf(entry: { resource: string; recordId: string; action: string }, contentType?: number | null): string | undefined {
  if (entry.action === 'delete') return undefined;
  if (entry.resource === 'contents') {
    const route = contentTypeByValue(contentType)?.route;
    return route && `/content/${route}/${encodeURIComponent(entry.recordId)}`;
  }
  if (entry.resource === 'users') return userPathOf(entry.recordId);
  const route = routeByName(entry.resource);
  if (!route?.fullPath.endsWith('/:id?')) return undefined;
  return `${linkPath(route.fullPath)}/${encodeURIComponent(entry.recordId)}`;
}

/** A user's detail screen (the users' route is named for the screen, not the resource). */
export function userPathOf(id: string): string | undefined {
  const route = routeByName('userDetail');
  const base = route && linkPath(route.fullPath);
  return base && `${base}/${encodeURIComponent(id)}`;
}

/** The address of the revision a write kept: its record's screen with the history open on it (`?revision=`). */
export const revisionPathOf = (recordPath: string | undefined, revisionId: string | null | undefined) => (recordPath && revisionId ? `${recordPath}?revision=${encodeURIComponent(revisionId)}` : undefined);
