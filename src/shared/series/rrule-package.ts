import * as rrulePackage from 'rrule';

/**
 * rrule's package.json points Node.js at a UMD build, whose names Node's ESM loader cannot see
 * (they arrive under `default`), and bundlers at an ES module (names at the top). Reading both
 * ways keeps one import working in the server's Node.js, in Vitest and in the browser's bundle.
 */
const rrule = ((rrulePackage as unknown as { default?: typeof rrulePackage }).default ??
  rrulePackage) as typeof rrulePackage;

export const { RRule, Frequency } = rrule;
export type { Weekday as RRuleWeekday } from 'rrule';
