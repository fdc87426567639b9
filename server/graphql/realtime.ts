import { REALTIME_TOPICS, topicAddress, type TopicEvent } from '../events/realtimeTopics.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import { authorize } from '../auth/authorize.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

/**
 * react-admin's realtime contract over graphql-ws: the admin subscribes to a topic of its site
 * (server/events/realtimeTopics.ts lists them with the permission that reads each).
 */
const typeDefs = /* GraphQL */ `
  "Any JSON value."
  scalar JSON

  "An event of a realtime topic, shaped as react-admin's realtime events."
  type RealtimeEvent {
    "The topic subscribed to, e.g. agencyItems."
    topic: String!
    "What happened, e.g. added."
    type: String!
    payload: JSON
  }

  type Subscription {
    "The events of a topic on the request's site; the topic's permission is checked for that site."
    realtimeEvents(topic: String!): RealtimeEvent!
  }
`;

const resolvers: Resolvers = {
  Subscription: {
    realtimeEvents: {
      subscribe: async (_source, { topic }, context) => {
        // The guard has checked the site (the operation is site-scoped), so it is a number here.
        const address = topicAddress(topic, context.siteNumber as number);
        if (!address) throw apiError('BAD_USER_INPUT', `There is no realtime topic '${topic}'`);
        await authorize({ permission: REALTIME_TOPICS[address.topic].read, siteScoped: true }, {}, context);
        return context.events.subscribe<TopicEvent>(address);
      },
      resolve: (event: TopicEvent, { topic }: { topic: string }) => ({ topic, type: event.type, payload: event.payload }),
    },
  },
};

export const realtimeModule: GraphQLModule = {
  typeDefs,
  resolvers,
  // Any signed-in user of the site may ask; the topic's own permission decides in the resolver.
  operations: { Subscription: { realtimeEvents: { permission: 'signedIn', siteScoped: true } } },
};
