import { describe, expect, it } from 'vitest';
import { serviceOf, type RequestServices } from '../context.ts';
import type { Db } from '../db/client.ts';
import { systemContext } from './systemActor.ts';

describe('the system actor', () => {
  it('calls no feature service: asking for one is refused by name', () => {
    expect(() => serviceOf(systemContext({} as Db, 4), 'recipes')).toThrow('The system context calls no service (recipes)');
  });

  it('leaves a request its services', () => {
    const recipes = {} as RequestServices['recipes'];
    expect(serviceOf({ services: { recipes } as RequestServices }, 'recipes')).toBe(recipes);
  });
});
