/**
 * A person's age (resources/person.ts; README.md): computed from the dates where it is read, never
 * stored, by the function the admin's form runs (`ageInYears`, resources/personRules.ts), to today
 * in the publisher's day (Istanbul's) for the living.
 */
import { ageInYears } from '../../resources/personRules.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const personTypeDefs = /* GraphQL */ `
  extend type Person {
    "Whole years from the birth date to the date of death, or to today for the living; null without a birth date."
    age: Int
  }
`;

export const personModule: GraphQLModule = {
  typeDefs: personTypeDefs,
  resolvers: {
    Person: {
      age: (person: { birthDate?: unknown; deathDate?: unknown }) => ageInYears(person.birthDate, person.deathDate),
    },
  },
  operations: {},
};
