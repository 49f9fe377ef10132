// Types of scripts/tailwind-merge-config.mjs, for the test that holds the cut-down rules to the source.
export const CONFIG_FILE: string;
export function classCandidates(): Promise<string[]>;
export function classGroupReader(): (className: string) => string | undefined;
export function configSource(): Promise<string>;
