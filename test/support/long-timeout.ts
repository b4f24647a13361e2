/**
 * The fault and operations tests start real servers, databases and Redis, stop them and start
 * them again; under a loaded machine a server's start alone can take tens of seconds. This bound
 * only stops a test that hangs: it measures nothing (the figures the tests print do).
 * Set here because Jest takes `testTimeout` from the top level of its configuration only.
 */
jest.setTimeout(120_000);
