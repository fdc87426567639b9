/** ra-data-graphql's option merge (lodash, its dependency): typed for the test that checks what it copies. */
declare module 'lodash/merge.js' {
  const merge: (target: object, ...sources: object[]) => { introspection: { schema: { types: unknown } } };
  export default merge;
}
