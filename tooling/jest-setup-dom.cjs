require('@testing-library/jest-dom');

// findBy* and waitFor wait for a state, not for a time: on a busy machine (npm test beside a build, the stress run
// of scripts/stress.mjs) a state the page reaches in 50 ms alone can take seconds. Testing Library's default gives
// up after 1 s; here they wait up to 30 s, still inside jest's test timeout (60 s, jest.config.cjs), so a state that
// never comes fails with Testing Library's own message and the DOM it saw. A passing test takes no longer.
const { configure } = require('@testing-library/react');
configure({ asyncUtilTimeout: 30_000 });
