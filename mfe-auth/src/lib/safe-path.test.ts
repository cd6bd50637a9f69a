import { isInternalPath, isNavigableUrl } from './safe-path';

test.each([
  ['/games', true],
  ['/phone-verification?phone=%2B1', true],
  ['//evil.example', false],
  ['/\\evil.example', false],
  ['https://evil.example', false],
  ['games', false],
])('isInternalPath(%s) = %s', (path, ok) => {
  expect(isInternalPath(path)).toBe(ok);
});

test.each([
  ['https://kyc.example/session/1', true],
  ['http://localhost:3000/dev/kyc/1', true],
  ['/dev/kyc/1', true],
  ['javascript:alert(1)', false],
  ['data:text/html,hi', false],
  ['not a url', false],
])('isNavigableUrl(%s) = %s', (url, ok) => {
  expect(isNavigableUrl(url)).toBe(ok);
});
