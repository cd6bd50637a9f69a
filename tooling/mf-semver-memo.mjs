// The federation runtime's semver check, remembered (tooling/webpack.cjs puts this module in place of
// @module-federation/runtime-core's utils/semver/index.js in every bundle; issue 9, total blocking time).
//
// Every remote entry's set-up asks the host's runtime whether each of the remote's shared packages' ranges is
// satisfied by the version the host shares (`satisfy(version, range)`), and orders the versions it knows with it.
// Each call parses the range again through a dozen regular expressions: about a quarter of a remote entry's
// set-up at 4x CPU. The remotes share the same packages at the same ranges, so from the second remote on the
// answers are known. `satisfy` is a pure function of its two strings, so its answer is kept by them.
import { satisfy as satisfyByParsing } from '@arcade/mf-semver-original';

const answers = new Map();

export function satisfy(version, range) {
  if (typeof version !== 'string' || typeof range !== 'string') return satisfyByParsing(version, range);
  const key = `${version}\u0000${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = satisfyByParsing(version, range);
    answers.set(key, answer);
  }
  return answer;
}
