// Reference: a bare GraphQL Yoga server answering { __typename }, with nothing of ours.
import http from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String }' }),
  logging: false,
  graphiql: false,
});
http
  .createServer(yoga)
  .listen(Number(process.env.PORT), '127.0.0.1', () =>
    console.log('listening on', process.env.PORT),
  );
