import { setupServer } from 'msw/node';

/** The network of every test: MSW answers fetch (GraphQL and downloads); anything unhandled fails the test. */
export const server = setupServer();
