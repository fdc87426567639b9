/** The declared resources the admin knows (resources/index.ts, the list the server generates from too). */
import type { Resource } from '../../resources/defineResource.ts';
import { RESOURCES } from '../../resources/index.ts';

export { RESOURCES };

export function findResource(name: string, resources: readonly Resource[] = RESOURCES): Resource | undefined {
  return resources.find((resource) => resource.name === name);
}
